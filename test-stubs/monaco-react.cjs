// Unit tests stand a plain textarea in for Monaco (a real editor runs in stories and e2e). It is "mounted" like
// Monaco (onMount with the few editor methods CodeEditor calls), and records the caret it was given.
const React = require('react');
function Editor(props) {
  const ref = React.useRef(null);
  React.useEffect(() => {
    const node = ref.current;
    const editor = {
      onDidContentSizeChange: () => ({ dispose() {} }),
      getContentHeight: () => 36,
      getContainerDomNode: () => node,
      getModel: () => ({ getPositionAt: (offset) => ({ lineNumber: 1, column: offset + 1 }) }),
      // Moves the caret, as Monaco does (a one-line model: column - 1 is the offset).
      setPosition: (position) => {
        if (!node) return;
        node.setAttribute('data-position', String(position.column));
        node.setSelectionRange(position.column - 1, position.column - 1);
      },
      focus: () => node && node.focus(),
      hasTextFocus: () => document.activeElement === node,
    };
    if (props.onMount) props.onMount(editor, {});
  }, []);
  return React.createElement('textarea', {
    ref,
    'data-stub-monaco': '',
    'aria-label': props['aria-label'] || 'code',
    value: props.value,
    readOnly: props.options && props.options.readOnly,
    onChange: (e) => props.onChange && props.onChange(e.target.value),
  });
}
module.exports = { __esModule: true, default: Editor, Editor, loader: { config() {} } };
