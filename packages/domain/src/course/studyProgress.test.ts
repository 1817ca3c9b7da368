import { STUDY_RULES, creditedReadMs, normalizeMinReadSeconds, sectionStudyState, type SectionReading, type SectionRequirements } from './studyProgress.js';

const plain: SectionRequirements = { minReadSeconds: 60, hasVideo: false, hasCase: false, hasBlockCase: false };
const done: SectionReading = { readMs: 60_000, reachedEnd: true, videoFraction: 0, caseOpened: false, blockCaseOpened: false };

describe('sectionStudyState', () => {
  it('a section only opened is not learned: time and end are missing', () => {
    const state = sectionStudyState(plain, { ...done, readMs: 0, reachedEnd: false });
    expect(state).toEqual({ learned: false, missing: [{ kind: 'time', seconds: 60 }, { kind: 'end' }] });
  });

  it('learned once read to the end for the minimum time', () => {
    expect(sectionStudyState(plain, done)).toEqual({ learned: true, missing: [] });
  });

  it('reports the seconds still missing, rounded up', () => {
    expect(sectionStudyState(plain, { ...done, readMs: 29_500 }).missing).toEqual([{ kind: 'time', seconds: 31 }]);
  });

  it('the minimum time alone is not enough without reaching the end', () => {
    expect(sectionStudyState(plain, { ...done, readMs: 600_000, reachedEnd: false })).toEqual({ learned: false, missing: [{ kind: 'end' }] });
  });

  it('a minimum of 0 asks only for the end', () => {
    expect(sectionStudyState({ ...plain, minReadSeconds: 0 }, { ...done, readMs: 0 }).learned).toBe(true);
  });

  it('a video must be watched to 90 %', () => {
    const video = { ...plain, hasVideo: true };
    expect(sectionStudyState(video, { ...done, videoFraction: 0.89 }).missing).toEqual([{ kind: 'video' }]);
    expect(sectionStudyState(video, { ...done, videoFraction: STUDY_RULES.videoWatchedFraction }).learned).toBe(true);
  });

  it('linked cases must have been opened', () => {
    const linked = { ...plain, hasCase: true, hasBlockCase: true };
    expect(sectionStudyState(linked, done).missing).toEqual([{ kind: 'case' }, { kind: 'blockCase' }]);
    expect(sectionStudyState(linked, { ...done, caseOpened: true }).missing).toEqual([{ kind: 'blockCase' }]);
    expect(sectionStudyState(linked, { ...done, caseOpened: true, blockCaseOpened: true }).learned).toBe(true);
  });
});

describe('creditedReadMs', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  it('the first report starts the clock and credits nothing', () => {
    expect(creditedReadMs(15_000, null, at)).toBe(0);
  });

  it('credits what was reported when the wall time allows it', () => {
    expect(creditedReadMs(15_000, at, later(16_000))).toBe(15_000);
  });

  it('caps a report by the wall time since the previous one', () => {
    expect(creditedReadMs(600_000, at, later(20_000))).toBe(20_000);
  });

  it('caps a report by the longest heartbeat gap', () => {
    expect(creditedReadMs(3_600_000, at, later(3_600_000))).toBe(STUDY_RULES.maxReportMs);
  });

  it('credits nothing for negative, non-finite or backwards reports', () => {
    expect(creditedReadMs(-5, at, later(10_000))).toBe(0);
    expect(creditedReadMs(Number.NaN, at, later(10_000))).toBe(0);
    expect(creditedReadMs(5_000, later(10_000), at)).toBe(0);
  });
});

describe('normalizeMinReadSeconds', () => {
  it('clamps to 0…max and rounds', () => {
    expect(normalizeMinReadSeconds(-3)).toBe(0);
    expect(normalizeMinReadSeconds(30.4)).toBe(30);
    expect(normalizeMinReadSeconds(1e9)).toBe(STUDY_RULES.maxMinReadSeconds);
  });
});
