// KaTeX and its stylesheet, in a chunk of their own (katex.ts loads it when a text has a formula): wherever formulas
// are rendered they are styled (without the stylesheet the browser shows each formula twice, as KaTeX's HTML and as
// its MathML).
import 'katex/dist/katex.min.css';
import katex from 'katex';

export { katex };
