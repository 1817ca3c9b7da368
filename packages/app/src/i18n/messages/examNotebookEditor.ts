// The bank editor's texts of a notebook question (issue 16): its starting notebook. Only the exam catalog holds them;
// the view's texts (examNotebook.ts) are also on the exam page, which loads these nowhere.
export const examNotebookEditorZhCN = {
  'exam.notebook.editor.cells': '初始笔记本',
  'exam.notebook.editor.cellsHelp': '学生在考试中从这些单元格开始作答；锁定的单元格学生不能修改或删除。提交后在全新内核中运行学生的代码单元格与隐藏测试',
  'exam.notebook.editor.cell': '单元格 {index}',
  'exam.notebook.editor.kind': '类型',
  'exam.notebook.editor.kind.code': '代码',
  'exam.notebook.editor.kind.markdown': 'Markdown',
  'exam.notebook.editor.source': '内容',
  'exam.notebook.editor.locked': '锁定',
  'exam.notebook.editor.addCode': '添加代码单元格',
  'exam.notebook.editor.addMarkdown': '添加 Markdown 单元格',
  'exam.notebook.editor.removeCell': '删除单元格 {index}',
  'exam.notebook.editor.moveCellUp': '上移单元格 {index}',
  'exam.notebook.editor.moveCellDown': '下移单元格 {index}',
  'exam.notebook.editor.data': '每位考生的数据（可选）',
  'exam.notebook.editor.dataIntro':
    '让每位考生拿到自己的数据：Python 函数 generate(seed) 按考生的种子生成数据文件和参数值，在评测沙箱中为每位考生运行一次。生成的文件和 params.json 放在考生笔记本所在的文件夹中，代码按文件名直接读取；隐藏测试可使用 SEED 和 PARAMS。留空则所有考生使用相同的数据（在单元格中构造）。',
  'exam.notebook.editor.generatorHelp': "generate(seed) 返回一个字典：'files' 为文件名到文本或 DataFrame 的映射，'params' 为参数值",
  'exam.notebook.editor.error.cellsCount': '笔记本须有 1–50 个单元格',
  'exam.notebook.editor.error.codeCellRequired': '笔记本至少需要一个代码单元格',
  'exam.notebook.editor.error.cellTooLong': '单元格内容不能超过 20000 个字符',
  'exam.notebook.editor.error.testsCount': '笔记本题须有 1–20 个隐藏测试',
} as const;
