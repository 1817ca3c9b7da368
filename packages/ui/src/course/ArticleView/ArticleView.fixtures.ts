/** Rich text as an editor might send it, with what the sanitizer must remove. */
export const ARTICLE_HTML =
  '<h2>学院举办量化投资工作坊</h2><p>本次工作坊介绍了<strong>多因子模型</strong>的构建方法。</p>' +
  '<script>window.hacked = true</script><p onclick="alert(1)" style="color:red">报名请访问<a href="https://edu.example.cn/ws">活动页面</a>。</p>' +
  '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">恶意链接</a>';
