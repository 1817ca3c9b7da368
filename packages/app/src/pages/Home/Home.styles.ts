import styled from 'styled-components';

export const HomeRoot = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--ui-color-page);
  overflow-x: hidden;
`;

/** Shown only while focused: keyboard users jump past the header. */
export const SkipLink = styled.a`
  position: absolute;
  left: var(--ui-space-3);
  top: -48px;
  z-index: var(--ui-z-header);
  padding: var(--ui-space-2) var(--ui-space-3);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  color: var(--ui-color-primary);
  &:focus {
    top: var(--ui-space-2);
  }
`;

export const Hero = styled.section`
  background: var(--ui-color-sider-bg);
  color: var(--ui-color-on-primary);
`;

export const HeroInner = styled.div`
  display: grid;
  gap: var(--ui-space-4);
  max-width: 1200px;
  margin: 0 auto;
  padding: 56px var(--ui-space-5) 48px;
  box-sizing: border-box;
  h1 {
    margin: 0;
    font-size: var(--ui-font-size-h1);
    line-height: 1.3;
    font-weight: var(--ui-font-weight-bold);
  }
  p {
    margin: 0;
    max-width: 720px;
    color: var(--ui-color-sider-text);
    font-size: var(--ui-font-size-h4);
  }
  @media (max-width: 600px) {
    padding: var(--ui-space-6) var(--ui-space-4);
    h1 {
      font-size: var(--ui-font-size-h2);
    }
    p {
      font-size: var(--ui-font-size-base);
    }
  }
`;

export const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3) var(--ui-space-5);
  margin-top: var(--ui-space-2);
  a {
    color: var(--ui-color-on-primary);
  }
  small {
    color: var(--ui-color-sider-text);
    font-size: var(--ui-font-size-sm);
  }
  /* The blue ring would be faint on the dark band. */
  :focus-visible {
    outline-color: var(--ui-color-on-primary);
  }
`;

export const Main = styled.main`
  flex: 1;
  a {
    color: var(--ui-color-primary);
    text-decoration: none;
  }
  a:hover {
    color: var(--ui-color-primary-active);
    text-decoration: underline;
  }
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;
  gap: var(--ui-space-5);
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: var(--ui-space-5);
  box-sizing: border-box;
  & > #courses {
    grid-column: 1 / -1;
  }
  /* Anchored sections keep their heading clear of the top edge. */
  & > section {
    scroll-margin-top: var(--ui-space-4);
  }
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
  @media (max-width: 600px) {
    gap: var(--ui-space-4);
    padding: var(--ui-space-4) var(--ui-space-3);
  }
`;

export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    padding: var(--ui-space-3) 0;
    border-bottom: 1px solid var(--ui-color-border);
  }
  & > li:first-child {
    padding-top: 0;
  }
  & > li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

export const NewsItem = styled.article`
  display: flex;
  gap: var(--ui-space-3);
  img {
    flex: none;
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: var(--ui-radius-md);
    background: var(--ui-color-surface-muted);
  }
`;

export const ItemBody = styled.div`
  display: grid;
  gap: var(--ui-space-1);
  min-width: 0;
  h3 {
    margin: 0;
    font-size: var(--ui-font-size-base);
    font-weight: var(--ui-font-weight-medium);
    line-height: var(--ui-line-height);
    overflow-wrap: anywhere;
  }
  h3 a {
    color: var(--ui-color-text);
    text-decoration: none;
  }
  h3 a:hover {
    color: var(--ui-color-primary);
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: var(--ui-color-text-secondary);
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-1) var(--ui-space-3);
  color: var(--ui-color-text-placeholder);
  font-size: var(--ui-font-size-sm);
  font-variant-numeric: tabular-nums;
`;

export const Pin = styled.span`
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-danger-subtle);
  color: var(--ui-color-danger-active);
`;

export const CompetitionHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--ui-space-3);
  h3 {
    margin: 0;
    font-size: var(--ui-font-size-base);
    font-weight: var(--ui-font-weight-medium);
    overflow-wrap: anywhere;
  }
  & > :last-child {
    flex: none;
  }
`;

export const CourseGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: var(--ui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CourseTile = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  h3 {
    margin: 0;
    font-size: var(--ui-font-size-base);
    font-weight: var(--ui-font-weight-medium);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: var(--ui-color-text-secondary);
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

export const CourseCover = styled.div`
  aspect-ratio: 16 / 7;
  display: flex;
  align-items: center;
  justify-content: center;
  background: var(--ui-color-primary-subtle);
  color: var(--ui-color-primary);
  font-size: var(--ui-font-size-sm);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const CourseBody = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-4) var(--ui-space-4);
  & > :last-child {
    margin-top: auto;
  }
`;

export const SectionHint = styled.p`
  margin: 0 0 var(--ui-space-4);
  color: var(--ui-color-text-secondary);
`;

export const Footer = styled.footer`
  padding: var(--ui-space-5);
  text-align: center;
  color: var(--ui-color-text-placeholder);
  font-size: var(--ui-font-size-sm);
  border-top: 1px solid var(--ui-color-border);
`;
