# The grader (see README.md): runs hidden tests in a process where no student code ever runs, appended to codec.py
# and started by the server as `python3 -I -c <source>` in its own sandbox. It speaks JSON lines on stdin/stdout:
#   server → grader  {"type": "warm", "tests": ["...", …]}   (first, optional: import what the tests import)
#                    {"type": "context", "seed": n, "params": {...}, "files": [{"filename": "...", "data": "<base64>"}]}
#                    (optional, per-student cases: the tests see SEED and PARAMS, and the student's files in the cwd)
#                    {"type": "test", "index": i, "code": "...", "timeoutMs": n}
#                    {"type": "answer", "seq": n, "answer": "<the agent's JSON text>"} | {"type": "answer", "seq": n, "failure": "..."}
#   grader → server  {"type": "request", "seq": n, "request": "<JSON text for the agent>"}
#                    {"type": "result", "index": i, "passed": true|false, "message": "..."}
# The names a test uses but does not bind are asked from the student's kernel: data arrives as real numpy/pandas/Python
# objects, anything else as a Proxy whose every use is one more question. Comparisons happen here, on data.
import ast
import builtins
import functools
import json
import os
import signal
import symtable
import tempfile
import types

# Libraries whose modules and classes the grader takes from its own installation when the student's side names them.
TRUSTED_LIBRARIES = {
    'numpy', 'pandas', 'matplotlib', 'mpl_toolkits', 'sklearn', 'scipy', 'statsmodels', 'datetime', 'collections',
    'decimal', 'fractions', 'math', 'cmath', 'statistics', 'random', 'itertools', 'functools', 'operator', 're',
    'json', 'string', 'numbers', 'typing', 'types', 'enum', 'builtins', 'abc', 'collections.abc',
}
# Special names a proxy forwards: descriptive ones, plus what libraries probe on objects (sklearn's check_is_fitted).
FORWARDED_DUNDERS = {'__dict__', '__name__', '__qualname__', '__module__', '__doc__', '__sklearn_is_fitted__'}
TIMEOUT_MESSAGE = 'time limit of %d s exceeded'
KERNEL_FAILURES = {
    'dead': 'the kernel died while running your code',
    'lost': 'the student’s kernel gave no answer',
    'timeout': None,   # the test's own time limit message
}

_wire_in = os.fdopen(os.dup(0), 'rb')
_wire_out = os.fdopen(os.dup(1), 'w', encoding='utf-8')
# Tests print to stderr, never into the protocol; nothing reads the protocol but us.
os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
os.dup2(2, 1)


class GradingStopped(BaseException):
    """The kernel is gone, or the test's time is up: a BaseException, so a test's `except Exception` cannot swallow it."""


def _send(message):
    _wire_out.write(json.dumps(message) + '\n')
    _wire_out.flush()


def _receive():
    line = _wire_in.readline()
    if not line:
        raise SystemExit(0)   # the server closed the pipe
    return json.loads(line)


class Channel:
    """Questions to the student's kernel, one at a time, relayed by the server; late answers are dropped."""

    def __init__(self):
        self.seq = 0
        self.test_timeout_s = 0

    def _round_trip(self, request):
        self.seq += 1
        _send({'type': 'request', 'seq': self.seq, 'request': json.dumps(request)})
        while True:
            message = _receive()
            if message.get('type') == 'answer' and message.get('seq') == self.seq:
                break
        if 'failure' in message:
            failure = str(message['failure'])
            raise GradingStopped(KERNEL_FAILURES.get(failure) or TIMEOUT_MESSAGE % self.test_timeout_s)
        return json.loads(message['answer'])

    def ask(self, request):
        return _outcome(self._round_trip(request))

    def ask_names(self, names, present=()):
        """The student's values of `names`: for each, (value, None) or (None, the exception that getting it raised);
        and of the names in `present` only which the student has (names a test binds without reading them)."""
        request = {'op': 'names', 'names': names}
        if present:
            request['present'] = list(present)
        answer = self._round_trip(request)
        if 'error' in answer:
            raise _student_error(answer['error'])
        outcomes = []
        for item in answer['names'][:len(names)]:
            try:
                outcomes.append((_outcome(item), None))
            except Exception as error:
                outcomes.append((None, error))
        flags = answer.get('present') or []
        return outcomes, {name for name, flag in zip(present, flags) if flag is True}


def _outcome(answer):
    if 'error' in answer:
        raise _student_error(answer['error'])
    return CODEC.decode(answer['ok'])


def _student_error(error):
    """An exception the student's side raised, rebuilt here: the grader's own class when it is a builtin or a trusted
    library's (a test may catch sklearn's NotFittedError), else a stand-in of the same name."""
    name, text = str(error.get('type', 'Exception')), str(error.get('message', ''))
    cls = _lookup(str(error.get('module', 'builtins')), name) if name.isidentifier() else None
    if isinstance(cls, type) and issubclass(cls, Exception):
        try:
            return cls(text)
        except Exception:
            pass   # needs other arguments: a stand-in
    return type(name if name.isidentifier() else 'Exception', (Exception,), {})(text)


CHANNEL = Channel()


# --------------------------------------------------------------------------------------- proxies

def _import_trusted(module):
    if module not in TRUSTED_LIBRARIES and module.split('.')[0] not in TRUSTED_LIBRARIES:
        return None
    try:
        return __import__(module, fromlist=['_'])
    except Exception:
        return None


_BUILTIN_TYPES = {t.__qualname__: t for t in vars(types).values() if isinstance(t, type)}


def _lookup(module, qualname):
    """The grader's own `module.qualname` when the module belongs to a trusted library; else None."""
    if module == 'builtins':
        return getattr(builtins, qualname, None) or _BUILTIN_TYPES.get(qualname)
    found = _import_trusted(module)
    for part in qualname.split('.') if found is not None else []:
        found = getattr(found, part, None)
    return found


@functools.lru_cache(maxsize=None)
def _data_classes():
    """Classes whose instances always arrive as data: a proxy claiming one of them is lying."""
    import datetime
    import decimal
    import numpy
    import pandas
    return (int, float, complex, str, bytes, list, tuple, dict, set, frozenset, datetime.date, datetime.time,
            datetime.timedelta, decimal.Decimal, numpy.ndarray, numpy.generic, pandas.Series, pandas.DataFrame, pandas.Index)


def _trusted_class(mro):
    """The first class of the student's object's MRO that the grader has itself (a trusted library's); else None."""
    for module, qualname in mro:
        if (module, qualname) == ('builtins', 'object'):
            break
        found = _lookup(module, qualname)
        if isinstance(found, type):
            return None if issubclass(found, _data_classes()) else found
    return None


_proxy_classes = {}


def _proxy(ref):
    """A Proxy subclass per remote class, named like it (type(model).__name__ reads 'Pipeline')."""
    mro = [(str(m), str(q)) for m, q in ref.get('cls') or [('builtins', 'object')]]
    key = mro[0]
    if key not in _proxy_classes:
        name = key[1].rsplit('.', 1)[-1]
        _proxy_classes[key] = type(name if name.isidentifier() else 'Remote', (Proxy,), {'__slots__': (), '_claims': _trusted_class(mro)})
    proxy = object.__new__(_proxy_classes[key])
    object.__setattr__(proxy, '_ref', int(ref['id']))
    return proxy


class Proxy:
    """An object of the student's kernel: uses are forwarded as questions; comparisons, hashing and arithmetic never are."""
    __slots__ = ('_ref',)
    _claims = None

    @property
    def __class__(self):
        # isinstance(fig, matplotlib.figure.Figure) consults __class__: the grader's own class, never a data class.
        return self._claims or type(self)

    def _ask(self, op, **fields):
        return CHANNEL.ask(dict(fields, op=op, ref=object.__getattribute__(self, '_ref')))

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__') and name not in FORWARDED_DUNDERS:
            raise AttributeError(name)
        return self._ask('getattr', name=name)

    def __setattr__(self, name, value):
        raise TypeError('tests cannot change the student’s objects')

    __delattr__ = __setattr__

    def __call__(self, *args, **kwargs):
        fields = {'args': [CODEC.encode(a) for a in args], 'kwargs': [[k, CODEC.encode(v)] for k, v in kwargs.items()]}
        overlay = _overlay()
        if overlay:
            fields['overlay'] = overlay
        return self._ask('call', **fields)

    def __getitem__(self, key):
        return self._ask('getitem', key=CODEC.encode(key))

    def __contains__(self, item):
        return _expect(self._ask('contains', item=CODEC.encode(item)), bool)

    def __len__(self):
        return _expect(self._ask('len'), int)

    def __iter__(self):
        return iter(_expect(self._ask('iter'), list))

    def __bool__(self):
        return _expect(self._ask('bool'), bool)

    def __str__(self):
        return _expect(self._ask('str'), str)

    def __repr__(self):
        return _expect(self._ask('repr'), str)

    def _refuse(self, *_):
        raise TypeError('%s is an object of the student’s code: tests compare its data, not the object itself' % type(self).__name__)

    __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __hash__ = _refuse


def _expect(value, kind):
    if type(value) is not kind:
        raise TypeError('the student’s object answered %s where %s was expected' % (type(value).__name__, kind.__name__))
    return value


def _to_ref(value):
    """What the grader may hand to the student's code: data, the student's own objects, trusted modules, classes, functions."""
    if isinstance(value, Proxy):
        return {'t': 'ref', 'id': object.__getattribute__(value, '_ref')}
    if isinstance(value, types.ModuleType) and _import_trusted(value.__name__) is value:
        return {'t': 'module', 'name': value.__name__}
    if isinstance(value, (type, types.FunctionType, types.BuiltinFunctionType)):
        module, qualname = getattr(value, '__module__', None), getattr(value, '__qualname__', None)
        if isinstance(module, str) and isinstance(qualname, str) and _lookup(module, qualname) is value:
            return {'t': 'named', 'module': module, 'qualname': qualname}
    raise TypeError('a test cannot pass %s to the student’s code' % type(value).__name__)


def _from_ref(data):
    """A module or class of a trusted library is the grader's own; anything else stays in the kernel, as a Proxy."""
    if data['t'] == 'module':
        module = _import_trusted(str(data['name']))
        if module is not None:
            return module
    if data['t'] == 'named':
        found = _lookup(str(data['module']), str(data['qualname']))
        if isinstance(found, type):
            return found
    return _proxy(data)


CODEC = Codec(_to_ref, _from_ref)  # noqa: F821 (codec.py comes first)


# --------------------------------------------------------------------------------------- tests

def free_names(source):
    """Names a test reads without importing them, in any scope (comprehensions, lambdas, defs), minus builtins;
    each with whether the test also binds it (it is asked for anyway: `returns = returns.dropna()` reads it first)."""
    top = symtable.symtable(source, '<test>', 'exec')
    bound = {s.get_name() for s in top.get_symbols() if s.is_assigned() or s.is_imported()}
    imported = {s.get_name() for s in top.get_symbols() if s.is_imported()}
    used = set()

    def walk(table):
        for symbol in table.get_symbols():
            if symbol.is_referenced() and (table is top or symbol.is_global()):
                used.add(symbol.get_name())
        for child in table.get_children():
            walk(child)

    walk(top)
    # `del squares` (nbgrader's tests) needs the student's squares to delete, read or not.
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Delete):
            used.update(target.id for target in node.targets if isinstance(target, ast.Name))
    return [(name, name in bound) for name in sorted(used - imported - set(dir(builtins)))]


def bound_only(source, read):
    """Names the test binds at its top level without reading them (`rate = 1.0`): if the student has one, the
    student's code sees the test's value during the test's calls, as in nbgrader, where tests run in the kernel."""
    top = symtable.symtable(source, '<test>', 'exec')
    return sorted(s.get_name() for s in top.get_symbols()
                  if s.is_assigned() and not s.is_imported() and s.get_name() not in read and s.get_name() not in CONTEXT)


# The test being run: its namespace and the student's names as it got them (issue 35). A test that deletes or
# rebinds one of them (nbgrader's `del squares` then `sum_of_squares(1)` must raise NameError) changes what the
# student's code sees during the test's calls: each call carries the changes, and the agent runs it against a
# copy of the student's namespace with them applied (the student's kernel and the next test never see them).
_MISSING = object()
_PRESENT = object()   # the student has the name; the test binds it without reading it
CURRENT = {'namespace': None, 'original': {}}


def _overlay():
    """The test's changes to the student's names, as [{'name', 'value'} | {'name', 'deleted': True}]."""
    namespace = CURRENT['namespace']
    if namespace is None:
        return []
    changes = []
    for name, before in CURRENT['original'].items():
        now = namespace.get(name, _MISSING)
        if now is before or (now is _MISSING and before is _PRESENT):
            continue
        if now is _MISSING:
            changes.append({'name': name, 'deleted': True})
            continue
        try:
            changes.append({'name': name, 'value': CODEC.encode(now)})
        except TypeError:
            raise TypeError('the test replaced %s with %s, which cannot reach the student’s code (only data, the student’s '
                            'own objects and trusted libraries’ functions can)' % (name, type(now).__name__)) from None
    return changes


# Per-student cases (issue 16): names every test sees, set by the server (never asked from the student's kernel).
CONTEXT = {}


def set_context(message):
    """The student's seed and parameters as SEED and PARAMS, and their generated files in a fresh working directory,
    so a test reads the student's own data (`pd.read_csv('prices.csv')`) rather than what their kernel says it is."""
    import base64
    folder = tempfile.mkdtemp(prefix='finedu-data-')
    for item in message.get('files') or []:
        name = os.path.basename(str(item['filename']))
        with open(os.path.join(folder, name), 'wb') as handle:
            handle.write(base64.b64decode(item['data']))
    os.chdir(folder)
    CONTEXT.clear()
    CONTEXT.update({'SEED': int(message['seed']), 'PARAMS': dict(message.get('params') or {})})


def _on_alarm(signum, frame):
    raise GradingStopped(TIMEOUT_MESSAGE % CHANNEL.test_timeout_s)


def run_test(code, timeout_ms):
    """Passes when the test raises nothing; otherwise `ExcType: message`, as the kernel used to report it."""
    CHANNEL.test_timeout_s = round(timeout_ms / 1000)
    signal.setitimer(signal.ITIMER_REAL, timeout_ms / 1000)
    try:
        compiled = compile(code, '<hidden test>', 'exec')
        namespace = {'__builtins__': builtins, '__name__': '__main__'}
        namespace.update({name: (dict(value) if isinstance(value, dict) else value) for name, value in CONTEXT.items()})
        names = [(name, bound) for name, bound in free_names(code) if name not in CONTEXT]
        unread = bound_only(code, {name for name, _ in names})
        outcomes, present = CHANNEL.ask_names([name for name, _ in names], unread) if names or unread else ([], set())
        original = {name: _PRESENT for name in present}
        for (name, bound), (value, error) in zip(names, outcomes):
            if error is None:
                namespace[name] = value
                original[name] = value
            elif not (bound or isinstance(error, NameError)):
                # Not defined by the student: the test meets a NameError of its own. A name the test binds itself
                # may not be the student's at all: whatever went wrong with it does not count.
                raise error
        CURRENT.update(namespace=namespace, original=original)
        exec(compiled, namespace)
        return True, 'ok'
    except GradingStopped as stop:
        return False, str(stop)
    except BaseException as error:   # SystemExit from a test is a failure too
        return False, ('%s: %s' % (type(error).__name__, error)).strip()
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        CURRENT.update(namespace=None, original={})


def warm_up(tests):
    """Imports what the tests import (trusted libraries only), while the student's code is still running."""
    modules = {'numpy', 'pandas'}
    for code in tests:
        try:
            for node in ast.walk(ast.parse(code)):
                if isinstance(node, ast.Import):
                    modules.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    modules.add(node.module)
        except SyntaxError:
            pass
    for module in sorted(modules):
        _import_trusted(module)


def main():
    signal.signal(signal.SIGALRM, _on_alarm)
    while True:
        message = _receive()
        if message.get('type') == 'warm':
            warm_up([str(code) for code in message['tests']])
        elif message.get('type') == 'context':
            set_context(message)
        elif message.get('type') == 'test':
            passed, text = run_test(str(message['code']), float(message['timeoutMs']))
            _send({'type': 'result', 'index': message['index'], 'passed': passed, 'message': text[:1000]})


main()
