#!/usr/bin/python3 -I
"""Prepares matplotlib for Chinese charts in every kernel and grader (issue 35).

argv: matplotlib_setup.py <dir> <sandbox fonts dir>
Run by the API server when it prepares the notebook runtime (src/runtime/jupyter/matplotlibSetup.ts) and by
`./platform setup`. Writes, in <dir>:
  fonts/NotoSansCJKsc-<style>.otf  the Simplified Chinese face of Debian's Noto Sans CJK collections (.ttc): matplotlib
                                   reads only the first face of a collection, which is the Japanese one
  host/matplotlibrc, host/fontlist-v<N>.json        for processes that see the host's files (sandbox mode `none`)
  sandbox/matplotlibrc, sandbox/fontlist-v<N>.json  the same with the fonts at <sandbox fonts dir>, where bubblewrap
                                                    binds <dir>/fonts read-only
  stamp.json                                        what the cache was built from; an unchanged host is not rebuilt
The font cache is built here, once, so that a kernel's first chart does not spend seconds scanning fonts and nothing
is written into a student's home. Prints one JSON line: what it did.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

TARGET = os.path.realpath(sys.argv[1])
SANDBOX_FONTS = sys.argv[2]
FONTS = os.path.join(TARGET, 'fonts')
STYLES = ('Regular', 'Bold')
FAMILY = 'Noto Sans CJK SC'
FONT_DIRS = ('/usr/share/fonts', '/usr/local/share/fonts')

RC = """# Written by the FinEdu runtime (resources/notebook/matplotlib_setup.py): Chinese labels draw in every kernel.
font.family: sans-serif
font.sans-serif: Noto Sans CJK SC, Noto Sans CJK JP, DejaVu Sans, Bitstream Vera Sans, sans-serif
axes.unicode_minus: False
"""

started = time.monotonic()
# matplotlib reads these at import: its cache goes to host/, and no user's fonts (~/.fonts) get into it.
os.environ['MPLCONFIGDIR'] = os.path.join(TARGET, 'host')
os.environ['HOME'] = tempfile.mkdtemp(prefix='finedu-mpl-home-')
os.environ.pop('XDG_CONFIG_HOME', None)
os.environ.pop('XDG_CACHE_HOME', None)
os.environ['MPLBACKEND'] = 'Agg'
for d in (TARGET, FONTS, os.path.join(TARGET, 'host'), os.path.join(TARGET, 'sandbox')):
    os.makedirs(d, mode=0o755, exist_ok=True)
    os.chmod(d, 0o755)

try:
    import matplotlib
    from matplotlib import font_manager
except ImportError:
    # A host without matplotlib (an API server whose kernels run elsewhere): nothing to set up.
    print(json.dumps({'built': False, 'matplotlib': False}))
    sys.exit(0)


def collection_faces():
    """(style, .ttc file, face index) of the SC faces that sit in a font collection, from fontconfig."""
    try:
        out = subprocess.run(['fc-list', '-f', '%{file}|%{index}|%{style}\n', ':family=%s' % FAMILY],
                             capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    faces = {}
    for line in out.splitlines():
        fname, index, styles = (line.split('|') + ['', ''])[:3]
        style = next((s for s in STYLES if s in styles.split(',')), None)
        if style and fname.lower().endswith('.ttc') and index.isdigit():
            faces.setdefault(style, (fname, int(index)))
    return [(style, fname, index) for style, (fname, index) in sorted(faces.items())]


def fingerprint(faces):
    """What the cache depends on: matplotlib's version and the font folders as they are now."""
    dirs = []
    for top in FONT_DIRS:
        for root, _subdirs, _files in os.walk(top):
            dirs.append([root, os.stat(root).st_mtime_ns])
    sources = [[f, i, os.stat(f).st_size, os.stat(f).st_mtime_ns] for _s, f, i in faces]
    return {'matplotlib': matplotlib.__version__, 'fontlist': font_manager.FontManager.__version__,
            'sandbox_fonts': SANDBOX_FONTS, 'dirs': dirs, 'sources': sources}


def extract(faces):
    """The SC faces as fonts of their own (fontTools); [] when fontTools is missing."""
    try:
        from fontTools.ttLib import TTCollection
    except ImportError:
        return []
    written = []
    for style, fname, index in faces:
        out = os.path.join(FONTS, 'NotoSansCJKsc-%s.otf' % style)
        collection = TTCollection(fname)
        tmp = '%s.%d.tmp' % (out, os.getpid())
        collection.fonts[index].save(tmp)
        os.chmod(tmp, 0o644)
        os.replace(tmp, out)
        written.append(out)
    return written


def write_atomic(path, text):
    """Another server starting on the same DATA_DIR, or a kernel reading, never sees half a file."""
    tmp = '%s.%d.tmp' % (path, os.getpid())
    with open(tmp, 'w') as f:
        f.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, path)


def main():
    faces = collection_faces()
    stamp_file = os.path.join(TARGET, 'stamp.json')
    cache_name = 'fontlist-v%s.json' % font_manager.FontManager.__version__
    now = fingerprint(faces)
    try:
        with open(stamp_file) as f:
            if json.load(f) == now and all(os.path.exists(os.path.join(TARGET, side, n))
                                           for side in ('host', 'sandbox') for n in (cache_name, 'matplotlibrc')):
                print(json.dumps({'built': False, 'ms': round((time.monotonic() - started) * 1000)}))
                return
    except (OSError, ValueError):
        pass
    own = extract(faces)
    # Fonts of an earlier build that this one did not write again (never removed first: a kernel may be reading them).
    for name in os.listdir(FONTS):
        if os.path.join(FONTS, name) not in own:
            os.unlink(os.path.join(FONTS, name))
    manager = font_manager.FontManager()
    for path in own:
        manager.addfont(path)
    font_manager.json_dump(manager, os.path.join(TARGET, 'host', cache_name))
    with open(os.path.join(TARGET, 'host', cache_name)) as f:
        data = json.load(f)
    for entry in data.get('ttflist', []) + data.get('afmlist', []):
        if entry.get('fname', '').startswith(FONTS + os.sep):
            entry['fname'] = SANDBOX_FONTS + entry['fname'][len(FONTS):]
    for side, content in (('host', None), ('sandbox', data)):
        if content is not None:
            write_atomic(os.path.join(TARGET, side, cache_name), json.dumps(content, indent=2))
        write_atomic(os.path.join(TARGET, side, 'matplotlibrc'), RC)
    write_atomic(stamp_file, json.dumps(now))
    names = sorted({e['name'] for e in data.get('ttflist', []) if 'CJK' in e['name']})
    print(json.dumps({'built': True, 'fonts': own, 'cjk': names, 'ms': round((time.monotonic() - started) * 1000)}))


try:
    main()
finally:
    shutil.rmtree(os.environ['HOME'], ignore_errors=True)
