# A case's dataset generator (issue 16), run like the grader: `python3 -I -c <this>` in the grader's sandbox (own uid,
# no network, only /usr and /etc read-only, an empty /tmp), never in the server. One JSON line in on stdin:
#   {"source": "<Python defining generate(seed)>", "seed": n, "maxBytes": n}
# one JSON line out on the original stdout (the generator's prints go to stderr):
#   {"ok": {"params": {...}, "files": [{"filename": "...", "data": "<base64>"}]}}  or  {"error": "ExcType: message"}
# generate(seed) returns {'files': {'<filename>': str | bytes | pandas DataFrame}, 'params': {...JSON values}}.
import base64
import json
import math
import os
import re
import sys

_wire_in = os.fdopen(os.dup(0), 'rb')
_wire_out = os.fdopen(os.dup(1), 'w', encoding='utf-8')
os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
os.dup2(2, 1)

FILENAME = re.compile(r'^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$')
RESERVED = {'params.json', 'case.ipynb'}


class GeneratorError(Exception):
    pass


def _file_bytes(name, value):
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode('utf-8')
    module = type(value).__module__ or ''
    if module.startswith('pandas') and hasattr(value, 'to_csv'):
        import pandas
        keep_index = not isinstance(value.index, pandas.RangeIndex)
        return value.to_csv(index=keep_index).encode('utf-8')
    raise GeneratorError('file %s: expected str, bytes or a DataFrame, got %s' % (name, type(value).__name__))


def _plain(value):
    """numpy scalars and arrays as Python values; anything else is not a parameter."""
    if hasattr(value, 'tolist'):
        return value.tolist()
    raise TypeError('%s is not a JSON value' % type(value).__name__)


def _params(value):
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        raise GeneratorError("'params' must be a dict with string keys")
    if 'seed' in value:
        raise GeneratorError("'seed' is reserved: params.json has it already")
    try:
        text = json.dumps(value, default=_plain, allow_nan=False)
    except (TypeError, ValueError) as error:
        raise GeneratorError('params: %s' % error)
    return json.loads(text)


def run(request):
    namespace = {'__name__': '__generator__'}
    exec(compile(request['source'], '<generator>', 'exec'), namespace)
    generate = namespace.get('generate')
    if not callable(generate):
        raise GeneratorError('the generator defines no generate(seed) function')
    result = generate(int(request['seed']))
    if not isinstance(result, dict):
        raise GeneratorError("generate(seed) must return {'files': {...}, 'params': {...}}")
    files = result.get('files', {})
    if not isinstance(files, dict):
        raise GeneratorError("'files' must be a dict of file name to content")
    out, total = [], 0
    for name, value in files.items():
        if not isinstance(name, str) or not FILENAME.match(name) or name.lower() in RESERVED:
            raise GeneratorError('file name %r is not allowed' % (name,))
        data = _file_bytes(name, value)
        total += len(data)
        if total > int(request['maxBytes']):
            raise GeneratorError('the files are larger than %d MB' % math.ceil(int(request['maxBytes']) / 2 ** 20))
        out.append({'filename': name, 'data': base64.b64encode(data).decode('ascii')})
    return {'params': _params(result.get('params', {})), 'files': out}


def main():
    request = json.loads(_wire_in.readline())
    try:
        answer = {'ok': run(request)}
    except BaseException as error:   # SystemExit too: the generator's failure, reported as such
        answer = {'error': ('%s: %s' % (type(error).__name__, error)).strip()[:2000]}
    _wire_out.write(json.dumps(answer) + '\n')
    _wire_out.flush()


main()
