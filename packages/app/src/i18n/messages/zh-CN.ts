import { NAVIGATION_MESSAGES } from '@finedu/domain';
import type { examZhCN } from './exam';
import type { courseZhCN } from './course';
import type { competitionZhCN } from './competition';
import type { operationsZhCN } from './operations';
import type { homeZhCN } from './home';
import type { deviceCheckZhCN } from './deviceCheck';
import type { blockCaseZhCN } from './blockCase';
import type { blockLabZhCN } from './blockLab';
import type { dashboardZhCN } from './dashboard';
import type { casesZhCN } from './cases';
import type { adminZhCN } from './admin';
import type { similarityZhCN } from './similarity';

/** zh-CN, the default catalog; its keys are the message ids of the app. */
export const zhCN = {
  'app.name': '金融大数据教学平台',
  'app.tagline': '面向高校的金融与大数据教学平台',

  'navigation.denied': NAVIGATION_MESSAGES['navigation.denied'].zh,
  'navigation.loginInvalid': NAVIGATION_MESSAGES['navigation.loginInvalid'].zh,
  'navigation.networkError': NAVIGATION_MESSAGES['navigation.networkError'].zh,
  'guard.deniedTitle': '无权访问',
  'guard.deniedContactEdu': '如需访问，请联系本院校管理员开通权限。',
  'guard.deniedContactSys': '如需访问，请联系平台系统管理员开通权限。',
  'guard.networkHint': '无法连接服务器，请检查网络后重试。',

  'error.pageTitle': '页面出错了',
  'error.chunkTitle': '页面加载失败',
  'error.chunkHint': '页面资源未能加载，可能是网络中断或平台刚刚更新。请刷新后重试。',
  'error.reload': '刷新页面',

  'common.loading': '加载中…',
  'common.retry': '重试',
  'common.save': '保存',
  'common.saving': '保存中…',
  'common.cancel': '取消',
  'common.confirm': '确定',
  'common.close': '关闭',
  'common.create': '新建',
  'common.edit': '编辑',
  'common.delete': '删除',
  'common.search': '搜索',
  'common.reset': '重置',
  'common.actions': '操作',
  'common.all': '全部',
  'common.none': '—',
  'common.saved': '已保存',
  'common.loadFailed': '加载失败',
  'common.empty': '暂无数据',
  'common.back': '返回',
  'common.enable': '启用',
  'common.disable': '停用',
  'common.pageSizeLabel': '每页条数',
  'common.prevPage': '上一页',
  'common.nextPage': '下一页',
  'common.pageLabel': '第 {page} 页',
  'common.total': '共 {total} 条',
  'common.selectPlaceholder': '请选择',
  'common.fieldSuffix': '：',

  'table.selectAll': '全选本页',
  'table.selectRow': '选择第 {row} 行',
  'table.selected': '已选 {count} 项',
  'table.clearSelection': '取消选择',
  'table.pageSize': '{size} 条/页',
  'table.pagination': '分页',
  'table.more': '更多',
  'table.moreOf': '更多操作：{name}',

  'status.1': '启用',
  'status.0': '停用',
  'role.sys_admin': '系统管理员',
  'role.sys_teacher': '系统教师',
  'role.edu_admin': '院校管理员',
  'role.edu_teacher': '教师',
  'role.edu_student': '学生',
  'role.competitor': '竞赛账号',

  'validation.required': '请填写{field}',
  'validation.select': '请选择{field}',
  'validation.tooLong': '{field}最多 {max} 个字符',
  'validation.tooShort': '{field}至少 {min} 个字符',
  'validation.format': '{field}格式不正确',
  'validation.number': '{field}须为不小于 0 的整数',
  'validation.phone': '请输入 11 位手机号',
  'validation.email': '邮箱格式不正确',
  'validation.username': '用户名为 2–32 位字母、数字或 _ . @ -',

  'layout.menu': '导航菜单',
  'layout.coursesGroup': '课程',
  'layout.breadcrumbs': '当前位置',
  'layout.collapse': '收起菜单',
  'layout.skipToContent': '跳到主要内容',
  'layout.expand': '展开菜单',
  'layout.openDrawer': '打开菜单',
  'layout.closeDrawer': '关闭菜单',
  'layout.locale': '语言',
  'layout.userMenu': '账号菜单',
  'layout.profile': '个人信息',
  'layout.signOut': '退出登录',
  'layout.signedOut': '已退出登录',
  'locale.zh-CN': '简体中文',
  'locale.en-US': 'English',

  'login.title': '欢迎登录',
  'login.subtitle': '高校金融与大数据教学平台',
  'login.tabs': '登录方式',
  'login.tabPassword': '密码登录',
  'login.tabSms': '短信登录',
  'login.username': '用户名或手机号',
  'login.usernamePlaceholder': '请输入用户名或手机号',
  'login.password': '密码',
  'login.passwordPlaceholder': '请输入密码',
  'login.phone': '手机号',
  'login.phonePlaceholder': '请输入 11 位手机号',
  'login.code': '验证码',
  'login.codePlaceholder': '6 位数字',
  'login.sendCode': '获取验证码',
  'login.sendingCode': '发送中…',
  'login.resendIn': '{seconds} 秒后重发',
  'login.codeSent': '验证码已发送，5 分钟内有效',
  'login.codeInvalid': '请输入 6 位数字验证码',
  'login.submit': '登录',
  'login.submitting': '登录中…',
  'login.competitionTitle': '竞赛登录',
  'login.competitionSubtitle': '使用竞赛账号或平台账号登录，进入竞赛场次',
  'login.toCompetition': '竞赛登录',
  'login.toPlatform': '返回平台登录',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',

  'notFound.title': '页面不存在',
  'notFound.description': '你访问的地址不存在或已被移除。',
  'notFound.back': '返回首页',

  'uploader.selectFiles': '选择文件',
  'uploader.dropHint': '或将文件拖到此处',
  'uploader.fileList': '上传列表',
  'uploader.hashing': '正在校验文件',
  'uploader.uploading': '上传中',
  'uploader.done': '上传完成',
  'uploader.error': '上传失败',
  'uploader.cancelled': '已取消',
  'uploader.cancel': '取消',
  'uploader.retry': '重试',
  'uploader.remove': '移除',
  'uploader.unknownError': '上传失败，请重试',
  'uploader.progress': '{filename} 上传进度',

  // Case teaching (issue 3)
  'notebook.notebook': "笔记本",
  'notebook.toolbar': "笔记本操作",
  'notebook.runAll': "全部运行",
  'notebook.restart': "重启内核",
  'notebook.interrupt': "中断",
  'notebook.addCode': "添加代码单元",
  'notebook.addMarkdown': "添加文本单元",
  'notebook.moveUp': "上移",
  'notebook.moveDown': "下移",
  'notebook.markdownCell': "文本单元",
  'notebook.markdownEditor': "Markdown 源文本",
  'notebook.preview': "预览",
  'notebook.emptyMarkdown': "空文本单元，点击“编辑”输入 Markdown 与公式",
  'notebook.emptyTitle': "笔记本还没有单元",
  'notebook.emptyDescription': "添加一个代码单元开始编写 Python，或添加文本单元写说明与公式。",
  'notebook.connecting': "正在连接内核",
  'notebook.ready': "内核就绪",
  'notebook.reconnecting': "连接中断，正在重连",
  'notebook.closed': "内核已断开",
  'notebook.cell': "代码单元",
  'notebook.editor': "代码",
  'notebook.run': "运行",
  'notebook.runHint': "运行此单元（Shift+Enter）",
  'notebook.clearOutputs': "清除输出",
  'notebook.outputs': "输出",
  'notebook.imageOutput': "图像输出",
  'notebook.unsupportedOutput': "无法显示此类型的输出",
  'notebook.locked': "模板（不可编辑）",
  'notebook.readOnly': "只读",
  'notebook.executionCount': "执行序号",
  'notebook.state.idle': "未运行",
  'notebook.state.queued': "排队中",
  'notebook.state.running': "运行中",
  'notebook.state.done': "已完成",
  'notebook.state.error': "出错",
} as const;

/** Ids of the base catalog, loaded with the app. */
export type BaseMessageId = keyof typeof zhCN;
/** Every id: the base catalog and the feature catalogs that load with their pages (i18n/featureMessages.ts). */
export type MessageId =
  | BaseMessageId
  | keyof typeof examZhCN
  | keyof typeof courseZhCN
  | keyof typeof competitionZhCN
  | keyof typeof operationsZhCN
  | keyof typeof homeZhCN
  | keyof typeof deviceCheckZhCN
  | keyof typeof blockCaseZhCN
  | keyof typeof blockLabZhCN
  | keyof typeof dashboardZhCN
  | keyof typeof casesZhCN
  | keyof typeof adminZhCN
  | keyof typeof similarityZhCN;
