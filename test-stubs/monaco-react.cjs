// Unit tests stand a plain textarea in for Monaco (a real editor runs in stories and e2e).
const React = require('react');
function Editor(props) {
  return React.createElement('textarea', { 'aria-label': props['aria-label'] || 'code', value: props.value, readOnly: props.options && props.options.readOnly, onChange: (e) => props.onChange && props.onChange(e.target.value) });
}
module.exports = { __esModule: true, default: Editor, Editor, loader: { config() {} } };
