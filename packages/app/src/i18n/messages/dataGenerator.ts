// The per-student data editor's texts (issue 16): parameters, the generator and its seed preview. The same editor is
// in the case library's admin and in the bank's notebook question, so they are in both catalogs (`cases` and `exam`);
// each caller words its own introduction (cases.generatorIntro, exam.notebook.editor.dataIntro).
export const dataGeneratorZhCN = {
  'generator.parameters': "参数",
  'generator.parameterName': "名称",
  'generator.parameterDescription': "说明",
  'generator.addParameter': "添加参数",
  'generator.code': "数据生成器（Python）",
  'generator.previewSeeds': "种子预览",
  'generator.seeds': "种子",
  'generator.seedsHelp': "最多 {max} 个整数，用逗号分隔",
  'generator.seedsInvalid': "请输入 1 到 5 个 0 至 2147483647 之间的整数",
  'generator.runPreview': "运行生成器",
  'generator.previewRunning': "正在沙箱中运行生成器…",
  'generator.previewIdle': "尚未预览",
  'generator.previewIdleHint': "运行生成器，查看每个种子的参数值和数据文件的前几行。",
  'generator.previewNoGenerator': "尚未填写生成器",
  'generator.previewFailed': "预览失败",
  'generator.previewDone': "{count} 个种子，用时 {seconds} 秒",
  'generator.seedResult': "种子 {seed}",
  'generator.seedFailed': "失败：{message}",
  'generator.seedParams': "参数值",
  'generator.seedFile': "{filename}（{size} 字节）",
} as const;
