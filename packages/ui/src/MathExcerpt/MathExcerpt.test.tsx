import { render } from '@testing-library/react';
import { MathExcerpt } from './MathExcerpt';
import { mathExcerptParts, mathExcerptText } from './mathExcerptParts';

describe('mathExcerptParts', () => {
  it('keeps inline formulas as formulas and drops markdown marks', () => {
    expect(mathExcerptParts('**已知** 贝塔 $\\beta = 1.2$，求 $E(R)$。')).toEqual([
      { kind: 'text', text: '已知 贝塔 ' },
      { kind: 'math', tex: '\\beta = 1.2' },
      { kind: 'text', text: '，求 ' },
      { kind: 'math', tex: 'E(R)' },
      { kind: 'text', text: '。' },
    ]);
  });

  it('reads $$…$$, \\(…\\) and \\[…\\], and leaves prices in dollars as text', () => {
    expect(mathExcerptParts('\\(r_f\\) 与 $$\\sigma^2$$ 及 \\[x\\]').filter((p) => p.kind === 'math')).toEqual([
      { kind: 'math', tex: 'r_f' },
      { kind: 'math', tex: '\\sigma^2' },
      { kind: 'math', tex: 'x' },
    ]);
    expect(mathExcerptText('costs $5 and $10 today')).toBe('costs $5 and $10 today');
  });

  it('cuts by visible length and never cuts a formula in half', () => {
    expect(mathExcerptText('一二三四五六七八九十', 5)).toBe('一二三四…');
    expect(mathExcerptParts('前 $\\frac{a}{b}$ 后', 6)).toEqual([{ kind: 'text', text: '前 ' }, { kind: 'text', text: '…' }]);
    expect(mathExcerptText('blank {{1}} and ___ here')).toBe('blank ＿＿＿ and ＿＿＿ here');
    expect(mathExcerptText('# 题目\n**CAPM** 中 ![图](a.png) 与 [链接](http://x) <b>粗</b>')).toBe('题目 CAPM 中 图 与 链接 粗');
  });
});

describe('MathExcerpt', () => {
  it('renders the formulas with KaTeX and the text as text, with the plain text as its title', () => {
    const { container } = render(<MathExcerpt source={'贝塔 $\\beta$ <img src=x onerror=alert(1)> & $x<1$'} />);
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('title', '贝塔 \\beta & x<1');
  });
});
