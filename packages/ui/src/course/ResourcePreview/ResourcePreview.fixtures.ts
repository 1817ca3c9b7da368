/** A small notebook (nbformat 4) with markdown, a printed stream, a DataFrame-like HTML output and an error. */
export const NOTEBOOK_IPYNB = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { name: 'python3', display_name: 'Python 3' } },
  cells: [
    { cell_type: 'markdown', metadata: {}, source: ['# 收益率计算\n', '对数收益率 $r_t = \\ln P_t - \\ln P_{t-1}$'] },
    {
      cell_type: 'code',
      execution_count: 1,
      metadata: {},
      source: ['import math\n', 'print(round(math.log(105/100), 4))'],
      outputs: [{ output_type: 'stream', name: 'stdout', text: ['0.0488\n'] }],
    },
    {
      cell_type: 'code',
      execution_count: 2,
      metadata: {},
      source: 'df.head(1)',
      outputs: [{ output_type: 'execute_result', execution_count: 2, metadata: {}, data: { 'text/html': ['<table><tr><th>close</th></tr><tr><td>105</td></tr></table>'], 'text/plain': ['   close\n0    105'] } }],
    },
    {
      cell_type: 'code',
      execution_count: 3,
      metadata: {},
      source: '1/0',
      outputs: [{ output_type: 'error', ename: 'ZeroDivisionError', evalue: 'division by zero', traceback: ['ZeroDivisionError: division by zero'] }],
    },
  ],
});

export const MARKDOWN_TEXT = '# 课程说明\n\n资本资产定价模型：$E(R_i) = R_f + \\beta_i (E(R_m) - R_f)$\n\n<img src="x" alt="示意图" onerror="alert(1)">\n\n- 阅读第一章\n- 完成练习';
