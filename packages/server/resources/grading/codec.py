# Values as data, for grading (see README.md). Shared by both ends: the agent in the student's kernel and the
# grader. The server sends each end this file followed by its own (agent.py or grader.py), never importing it.
#
# encode(value) turns a value into JSON-able data; decode(data) rebuilds it. Only plain data crosses: Python
# scalars and containers, numpy arrays and scalars (raw bytes + dtype + shape, never pickle), pandas objects, dates
# and decimals. Anything else is handed to the end's own hook (`to_ref` / `from_ref`): the agent turns it into a
# reference to an object it keeps, the grader into a proxy. Subclasses of builtins travel as their base type, so a
# float whose __eq__ lies arrives as a plain float: whatever the student's side sends, the grader gets data.
import base64
import datetime
import decimal
import importlib
import sys

MAX_DEPTH = 32
MAX_ITEMS = 1_000_000
# numpy dtype kinds that are plain bytes (no objects, no structured records).
PLAIN_KINDS = 'biufcmMSU'


def _lib(name):
    """numpy/pandas only when a value needs them (the grader starts faster; a kernel without them never has such values)."""
    return importlib.import_module(name)


def _loaded(name):
    """A library already imported on this side, or None (no value of its types can exist without it)."""
    return sys.modules.get(name)


def _b64(raw):
    return base64.b64encode(raw).decode('ascii')


def _plain_dtype(text):
    np = _lib('numpy')
    dtype = np.dtype(str(text))
    if dtype.kind not in PLAIN_KINDS or dtype.hasobject or dtype.fields is not None:
        raise TypeError('refused dtype %r' % text)
    return dtype


class Codec:
    def __init__(self, to_ref, from_ref):
        self.to_ref = to_ref          # value → data for what is not plain data (may raise TypeError)
        self.from_ref = from_ref      # {'t': 'ref' | 'module' | 'named', …} → value

    # ------------------------------------------------------------------ encode

    def encode(self, value, depth=0):
        if depth > MAX_DEPTH:
            return self.to_ref(value)
        if value is None or type(value) in (bool, str):
            return value
        if isinstance(value, bool):
            return bool(value)
        if isinstance(value, int):
            return int(value)
        if isinstance(value, float):
            return float(value)   # NaN and ±inf travel as Python's json writes them
        if isinstance(value, str):
            return str(value)
        special = self._encode_special(value, depth)
        if special is not None:
            return special
        return self.to_ref(value)

    def _items(self, values, depth):
        if len(values) > MAX_ITEMS:
            raise ValueError('too many items (%d)' % len(values))
        return [self.encode(v, depth + 1) for v in values]

    def _encode_special(self, v, depth):
        np = _loaded('numpy')
        pd = _loaded('pandas')
        if pd is not None:
            found = self._encode_pandas(pd, v, depth)
            if found is not None:
                return found
        if np is not None:
            if isinstance(v, np.ndarray):
                return self._encode_array(np.asarray(v), depth)
            if isinstance(v, np.generic):
                if v.dtype.kind in PLAIN_KINDS and not v.dtype.hasobject and v.dtype.fields is None:
                    return {'t': 'npscalar', 'dtype': v.dtype.str, 'data': _b64(v.tobytes())}
                return None
        if isinstance(v, complex):
            return {'t': 'complex', 're': v.real, 'im': v.imag}
        if isinstance(v, (bytes, bytearray)):
            return {'t': 'bytes', 'data': _b64(bytes(v))}
        if isinstance(v, (list, tuple, set, frozenset)):
            kind = next(k for k in (list, tuple, set, frozenset) if isinstance(v, k))
            return {'t': kind.__name__, 'items': self._items(list(v), depth)}
        if isinstance(v, dict):
            pairs = list(dict.items(v))
            if len(pairs) > MAX_ITEMS:
                raise ValueError('too many items (%d)' % len(pairs))
            return {'t': 'dict', 'items': [[self.encode(k, depth + 1), self.encode(x, depth + 1)] for k, x in pairs]}
        if isinstance(v, datetime.datetime):
            return {'t': 'datetime', 'iso': datetime.datetime.isoformat(v)}
        if isinstance(v, datetime.date):
            return {'t': 'date', 'iso': datetime.date.isoformat(v)}
        if isinstance(v, datetime.time):
            return {'t': 'time', 'iso': datetime.time.isoformat(v)}
        if isinstance(v, datetime.timedelta):
            return {'t': 'timedelta', 'days': v.days, 'seconds': v.seconds, 'us': v.microseconds}
        if isinstance(v, decimal.Decimal):
            return {'t': 'decimal', 'text': decimal.Decimal.__str__(v)}
        if isinstance(v, slice):
            return {'t': 'slice', 'items': self._items([v.start, v.stop, v.step], depth)}
        if v is Ellipsis:
            return {'t': 'ellipsis'}
        return None

    def _encode_array(self, a, depth):
        if a.dtype.kind in PLAIN_KINDS and not a.dtype.hasobject and a.dtype.fields is None:
            return {'t': 'ndarray', 'dtype': a.dtype.str, 'shape': list(a.shape), 'data': _b64(a.tobytes())}
        if a.dtype.kind == 'O':
            return {'t': 'objarray', 'shape': list(a.shape), 'items': self._items(a.ravel().tolist(), depth)}
        return None   # structured/void arrays: a reference

    def _encode_pandas(self, pd, v, depth):
        if v is pd.NaT:
            return {'t': 'nat'}
        if v is pd.NA:
            return {'t': 'na'}
        if isinstance(v, pd.Timestamp):   # before datetime: a subclass of it
            return {'t': 'timestamp', 'ns': int(v.value), 'tz': None if v.tz is None else str(v.tz)}
        if isinstance(v, pd.Timedelta):
            return {'t': 'pdtimedelta', 'ns': int(v.value)}
        if isinstance(v, pd.Period):
            return {'t': 'period', 'text': str(v), 'freq': v.freqstr}
        if isinstance(v, pd.DataFrame):
            return {
                't': 'frame',
                'index': self._encode_index(pd, v.index, depth),
                'columns': self._encode_index(pd, v.columns, depth),
                'data': [self._encode_values(pd, v.iloc[:, i], depth) for i in range(v.shape[1])],
            }
        if isinstance(v, pd.Series):
            return {'t': 'series', 'index': self._encode_index(pd, v.index, depth), 'name': self.encode(v.name, depth + 1),
                    'values': self._encode_values(pd, v, depth)}
        if isinstance(v, pd.Index):
            return self._encode_index(pd, v, depth)
        return None

    def _encode_index(self, pd, ix, depth):
        if isinstance(ix, pd.RangeIndex):
            return {'t': 'rangeindex', 'start': ix.start, 'stop': ix.stop, 'step': ix.step, 'name': self.encode(ix.name, depth + 1)}
        if isinstance(ix, pd.MultiIndex):
            return {'t': 'multiindex', 'levels': [self._encode_index(pd, level, depth) for level in ix.levels],
                    'codes': [self._encode_array(_lib('numpy').asarray(c), depth) for c in ix.codes],
                    'names': self._items(list(ix.names), depth)}
        return {'t': 'index', 'values': self._encode_values(pd, ix, depth), 'name': self.encode(ix.name, depth + 1),
                'freq': getattr(ix, 'freqstr', None) if isinstance(ix, (pd.DatetimeIndex, pd.TimedeltaIndex)) else None}

    def _encode_values(self, pd, owner, depth):
        """A Series' or an Index's values: numpy-backed, tz-aware datetimes, categoricals, other extension arrays."""
        np = _lib('numpy')
        dtype, arr = owner.dtype, owner.array
        if isinstance(dtype, np.dtype):
            return {'kind': 'numpy', 'values': self._encode_array(np.asarray(owner), depth)}
        if isinstance(dtype, pd.DatetimeTZDtype):
            return {'kind': 'datetimetz', 'tz': str(dtype.tz), 'values': self._encode_array(np.asarray(arr.asi8), depth)}
        if isinstance(dtype, pd.CategoricalDtype):
            return {'kind': 'category', 'codes': self._encode_array(np.asarray(arr.codes), depth),
                    'categories': self._encode_index(pd, dtype.categories, depth), 'ordered': bool(dtype.ordered)}
        return {'kind': 'extension', 'dtype': str(dtype), 'items': self._items(list(arr.to_numpy(dtype=object)), depth)}

    # ------------------------------------------------------------------ decode

    def decode(self, d):
        if d is None or isinstance(d, (bool, int, float, str)):
            return d
        if isinstance(d, list):
            raise TypeError('untagged list')
        t = d.get('t')
        if t in ('ref', 'module', 'named'):
            return self.from_ref(d)
        if t in ('list', 'tuple', 'set', 'frozenset'):
            kind = {'list': list, 'tuple': tuple, 'set': set, 'frozenset': frozenset}[t]
            return kind(self.decode(x) for x in d['items'])
        if t == 'dict':
            return {self.decode(k): self.decode(x) for k, x in d['items']}
        if t == 'ndarray':
            np = _lib('numpy')
            return np.frombuffer(bytearray(base64.b64decode(d['data'])), dtype=_plain_dtype(d['dtype'])).reshape([int(n) for n in d['shape']])
        if t == 'objarray':
            np = _lib('numpy')
            items = [self.decode(x) for x in d['items']]
            out = np.empty(len(items), dtype=object)
            out[:] = items
            return out.reshape([int(n) for n in d['shape']])
        if t == 'npscalar':
            np = _lib('numpy')
            return np.frombuffer(base64.b64decode(d['data']), dtype=_plain_dtype(d['dtype']))[0]
        if t == 'complex':
            return complex(float(d['re']), float(d['im']))
        if t == 'bytes':
            return base64.b64decode(d['data'])
        if t == 'datetime':
            return datetime.datetime.fromisoformat(d['iso'])
        if t == 'date':
            return datetime.date.fromisoformat(d['iso'])
        if t == 'time':
            return datetime.time.fromisoformat(d['iso'])
        if t == 'timedelta':
            return datetime.timedelta(days=int(d['days']), seconds=int(d['seconds']), microseconds=int(d['us']))
        if t == 'decimal':
            return decimal.Decimal(str(d['text']))
        if t == 'slice':
            return slice(*[self.decode(x) for x in d['items']])
        if t == 'ellipsis':
            return Ellipsis
        return self._decode_pandas(t, d)

    def _decode_pandas(self, t, d):
        pd = _lib('pandas')
        if t == 'nat':
            return pd.NaT
        if t == 'na':
            return pd.NA
        if t == 'timestamp':
            ts = pd.Timestamp(int(d['ns']))
            return ts if d['tz'] is None else ts.tz_localize('UTC').tz_convert(str(d['tz']))
        if t == 'pdtimedelta':
            return pd.Timedelta(int(d['ns']))
        if t == 'period':
            return pd.Period(str(d['text']), freq=str(d['freq']))
        if t == 'series':
            return pd.Series(self._decode_values(d['values']), index=self.decode(d['index']), name=self.decode(d['name']), copy=False)
        if t == 'frame':
            index, columns = self.decode(d['index']), self.decode(d['columns'])
            frame = pd.DataFrame({i: self._decode_values(c) for i, c in enumerate(d['data'])}, index=index)
            frame.columns = columns   # after building: column names may repeat
            return frame
        if t == 'rangeindex':
            return pd.RangeIndex(int(d['start']), int(d['stop']), int(d['step']), name=self.decode(d['name']))
        if t == 'multiindex':
            return pd.MultiIndex(levels=[self.decode(x) for x in d['levels']], codes=[self.decode(x) for x in d['codes']],
                                 names=[self.decode(x) for x in d['names']])
        if t == 'index':
            values = self._decode_values(d['values'])
            np = _lib('numpy')
            index = pd.Index(values, dtype=values.dtype if isinstance(values, np.ndarray) else None, name=self.decode(d['name']))
            if d.get('freq') and isinstance(index, (pd.DatetimeIndex, pd.TimedeltaIndex)):
                index.freq = str(d['freq'])   # checked by pandas against the values
            return index
        raise TypeError('unknown tag %r' % (t,))

    def _decode_values(self, c):
        pd = _lib('pandas')
        kind = c['kind']
        if kind == 'numpy':
            return self.decode(c['values'])
        if kind == 'datetimetz':
            utc = pd.DatetimeIndex(self.decode(c['values']).view('M8[ns]'), tz='UTC')
            try:
                return utc.tz_convert(str(c['tz'])).array
            except Exception:
                return utc.array
        if kind == 'category':
            return pd.Categorical.from_codes(self.decode(c['codes']), categories=self.decode(c['categories']), ordered=bool(c['ordered']))
        if kind == 'extension':
            items = [self.decode(x) for x in c['items']]
            try:   # the dtype's name is parsed by pandas, never evaluated
                return pd.array(items, dtype=pd.api.types.pandas_dtype(str(c['dtype'])))
            except Exception:
                return pd.array(items, dtype=object)
        raise TypeError('unknown column kind %r' % (kind,))
