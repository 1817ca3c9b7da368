# The grading agent (see README.md): runs in the student's kernel after the student's code, appended to codec.py
# and executed in a namespace of its own (never the student's). It answers the grader's questions about the
# student's objects, one execute_request each, with one display_data of MIME carrying the answer as JSON text.
# It holds no test and decides nothing: whatever the student's code does to it, what leaves is data.
import base64
import importlib
import json
import sys
import types

MIME = 'application/x-finedu-grading'
MAX_ANSWER_CHARS = 64 << 20
MAX_ITER_ITEMS = 100_000
MODULE_NAME = '_finedu_grading_agent'

_shell = get_ipython()  # noqa: F821 (IPython's builtin in the kernel)
_user_ns = _shell.user_ns
_publish = _shell.display_pub.publish
_objects = []   # references handed to the grader: an id is an index here


def _classes(value):
    """The class of a value and its bases, as (module, qualname): how the grader finds its own copy of the class."""
    try:
        return [[str(c.__module__), str(c.__qualname__)] for c in type(value).__mro__]
    except Exception:
        return [['builtins', 'object']]


def _to_ref(value):
    _objects.append(value)
    ref = {'t': 'ref', 'id': len(_objects) - 1, 'cls': _classes(value)}
    if isinstance(value, types.ModuleType):
        ref.update(t='module', name=str(value.__name__))
    elif isinstance(value, type):
        ref.update(t='named', module=str(value.__module__), qualname=str(value.__qualname__))
    return ref


def _from_ref(data):
    """What the grader sends back: one of our references, or a library's module, class or function by name."""
    if data['t'] == 'ref':
        return _objects[int(data['id'])]
    module = importlib.import_module(str(data['name'] if data['t'] == 'module' else data['module']))
    if data['t'] == 'module':
        return module
    value = module
    for part in str(data['qualname']).split('.'):
        value = getattr(value, part)
    return value


_codec = Codec(_to_ref, _from_ref)


def _get(name):
    if name not in _user_ns:
        raise NameError("name '%s' is not defined" % name)
    return _user_ns[name]


def _rebound(value, namespace):
    """The student's function (or method) reading its globals from `namespace` instead of the kernel's."""
    if isinstance(value, types.MethodType):
        return types.MethodType(_rebound(value.__func__, namespace), value.__self__)
    if not isinstance(value, types.FunctionType) or value.__globals__ is not _user_ns:
        return value
    copy = types.FunctionType(value.__code__, namespace, value.__name__, value.__defaults__, value.__closure__)
    copy.__kwdefaults__ = value.__kwdefaults__
    copy.__qualname__ = value.__qualname__
    copy.__dict__.update(value.__dict__)
    return copy


def _in_test_namespace(target, overlay):
    """`target` as the test sees it (issue 35): when the test deleted or rebound some of the student's names, a copy
    of the student's namespace with those changes, every student function in it reading that copy; else `target`."""
    if not overlay:
        return target
    namespace = dict(_user_ns)
    for change in overlay:
        name = str(change['name'])
        if change.get('deleted'):
            namespace.pop(name, None)
        else:
            namespace[name] = _codec.decode(change['value'])
    for name, value in list(namespace.items()):
        namespace[name] = _rebound(value, namespace)
    return _rebound(target, namespace)


def _iterate(value):
    items = []
    for item in value:
        if len(items) == MAX_ITER_ITEMS:
            raise ValueError('more than %d items' % MAX_ITER_ITEMS)
        items.append(item)
    return items


def _dispatch(req):
    op = req['op']
    target = _objects[int(req['ref'])]
    if op == 'getattr':
        return getattr(target, str(req['name']))
    if op == 'call':
        args = [_codec.decode(a) for a in req['args']]
        kwargs = {str(k): _codec.decode(v) for k, v in req['kwargs']}
        return _in_test_namespace(target, req.get('overlay') or [])(*args, **kwargs)
    if op == 'getitem':
        return target[_codec.decode(req['key'])]
    if op == 'contains':
        return _codec.decode(req['item']) in target
    if op == 'len':
        return len(target)
    if op == 'iter':
        return _iterate(target)
    if op == 'bool':
        return bool(target)
    if op == 'str':
        return str(target)
    if op == 'repr':
        return repr(target)
    raise ValueError('unknown request %r' % (op,))


def _describe(error):
    try:
        return {'type': type(error).__name__, 'module': str(type(error).__module__), 'message': str(error)[:2000]}
    except BaseException:
        return {'type': 'Exception', 'message': '(unprintable error)'}


def _result(compute):
    try:
        return {'ok': _codec.encode(compute())}
    except BaseException as error:   # SystemExit and KeyboardInterrupt from the student's code too
        return {'error': _describe(error)}


def answer(request_b64):
    """Answers one request (base64 of JSON) with one display_data: {'ok': value as data} or {'error': {type, message}};
    for `names` (every name a test reads, in one round trip) {'names': [one of those per name]}."""
    try:
        req = json.loads(base64.b64decode(request_b64))
        if req['op'] == 'names':
            reply = {'names': [_result(lambda name=name: _get(str(name))) for name in req['names']]}
            if req.get('present'):
                reply['present'] = [str(name) in _user_ns for name in req['present']]
        else:
            reply = _result(lambda: _dispatch(req))
        text = json.dumps(reply)
        if len(text) > MAX_ANSWER_CHARS:
            raise ValueError('the values are larger than %d MiB' % (MAX_ANSWER_CHARS >> 20))
    except BaseException as error:
        text = json.dumps({'error': _describe(error)})
    _publish(data={MIME: text}, metadata={})


_module = types.ModuleType(MODULE_NAME)
_module.answer = answer
sys.modules[MODULE_NAME] = _module
