# Round trips of resources/grading/codec.py (run by codec.test.ts as `python3 -I codec_roundtrip.py <codec.py>`):
# each value goes through encode → JSON text → decode, as between the agent and the grader, and must come back
# equal and of the same type. Prints one line per value: "ok <name>" or "FAIL <name> <why>".
import datetime
import decimal
import json
import sys

import numpy as np
import pandas as pd

exec(open(sys.argv[1]).read())   # defines Codec

refs = []
codec = Codec(lambda v: (refs.append(v), {'t': 'ref', 'id': len(refs) - 1})[1], lambda d: refs[d['id']])  # noqa: F821


def round_trip(value):
    return codec.decode(json.loads(json.dumps(codec.encode(value))))


class LyingFloat(float):
    def __eq__(self, other):
        return True


class Opaque:
    pass


opaque = Opaque()
VALUES = {
    'frame with a daily DatetimeIndex': pd.DataFrame({'a': [1.0, 2.0, np.nan], 'b': ['x', 'y', None]},
                                                     index=pd.date_range('2023-01-02', periods=3, freq='D', name='date')),
    'ordered categorical': pd.Series(pd.Categorical(['a', 'b', 'a'], ordered=True), name='c'),
    'tz-aware datetimes': pd.Series(pd.date_range('2023-01-01', periods=3, tz='Asia/Shanghai')),
    'nullable Int64': pd.Series([1, None, 3], dtype='Int64'),
    'string dtype': pd.Series(['a', None], dtype='string'),
    'monthly periods': pd.Series(pd.period_range('2020-01', periods=3, freq='M')),
    'PeriodIndex': pd.period_range('2020-01', periods=3, freq='M'),
    'MultiIndex': pd.DataFrame({'v': [1, 2]}, index=pd.MultiIndex.from_tuples([('a', 1), ('b', 2)], names=['k', 'n'])),
    'repeated column names': pd.DataFrame([[1, 2]], columns=['a', 'a']),
    'object Index of ints': pd.Index([1, 2], dtype=object),
    'RangeIndex series': pd.Series([1, 2, 3]),
    'empty frame': pd.DataFrame(),
    'Timestamp with tz': pd.Timestamp('2023-01-01 10:00', tz='UTC'),
    'Timedelta': pd.Timedelta('1 day'),
    'float32 scalar': np.float32(1.5),
    'datetime64 scalar': np.datetime64('2023-01-01'),
    '2-d int array': np.arange(6).reshape(2, 3),
    'unicode array': np.array(['ab', 'c']),
    'object array': np.array([1, 'a', None], dtype=object),
    'python values': {'a': (1, 2.5, float('inf')), 2: {1, 2}, 'd': datetime.date(2020, 1, 1), 'dec': decimal.Decimal('1.10'),
                      'c': 1 + 2j, 'b': b'\x00\x01', 'big': 2 ** 80, 'slice': slice(1, None, 2)},
    'NaT': pd.NaT,
    'NA': pd.NA,
}


def check(name, value, out):
    if isinstance(value, pd.DataFrame):
        pd.testing.assert_frame_equal(out, value)
    elif isinstance(value, pd.Series):
        pd.testing.assert_series_equal(out, value)
    elif isinstance(value, pd.Index):
        pd.testing.assert_index_equal(out, value, exact=True)
    elif isinstance(value, np.ndarray):
        assert out.dtype == value.dtype and out.shape == value.shape and out.tolist() == value.tolist()
        assert out.flags.writeable, 'decoded arrays must be writable'
    elif value is pd.NaT or value is pd.NA:
        assert out is value
    else:
        assert type(out) is type(value) and repr(out) == repr(value), (out, value)


for name, value in VALUES.items():
    try:
        check(name, value, round_trip(value))
        print('ok', name)
    except Exception as error:
        print('FAIL', name, type(error).__name__, error)

# A float subclass with a lying __eq__ arrives as a plain float; an opaque object as the end's own reference.
lying = round_trip(LyingFloat(1.0))
print('ok subclass becomes plain float' if type(lying) is float and lying != 2.0 else 'FAIL subclass kept')
print('ok opaque object becomes a reference' if round_trip(opaque) is opaque else 'FAIL opaque object')
# Refused dtypes: object and structured arrays never travel as raw bytes.
for dtype in ('|O', "[('a', '<i8')]", '|V8'):
    try:
        codec.decode({'t': 'ndarray', 'dtype': dtype, 'shape': [1], 'data': 'AAAAAAAAAAA='})
        print('FAIL dtype accepted', dtype)
    except Exception:
        print('ok dtype refused', dtype)
