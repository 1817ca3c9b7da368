# A pooled kernel before its hand-out (issue 14). sandbox-kernel.py runs this (python3 -c) inside the same
# bubblewrap sandbox as a user's kernel, as root but with only CAP_SETUID, CAP_SETGID and CAP_SETPCAP, its home
# (/home/user) an empty folder on the host that nothing is mounted on yet, no network. It imports what a kernel
# needs (the slow half of a kernel start), says so in /ipc/ready, then waits for its hand-out on the root-only fifo
# /ipc/assign. By then the API server has bind-mounted the user's home on that folder on the host (the mount
# propagates into this sandbox, and only that one home does) and given the socket folder to the user's uid.
# The order names the uid and the notebook's folders; this process drops every privilege for good (uid, groups,
# capabilities, bounding set, no_new_privs; checked in /proc/self/status, else it exits) and only then starts the
# kernel, exactly as a user's kernel starts: no user code ever runs before the drop, and nothing but the API
# server can write to the fifo.
#
# It waits at nice 19 (refilling the pool yields the CPU to students' kernels) and takes the kernels' nice value back
# at the hand-out (CAP_SYS_NICE, dropped with the rest).
#
# argv: -c <this> <uid base> <kernel nice> <modules to preload, comma-separated> <kernel arguments ...>
#   (the kernel arguments end before the connection file)
import ctypes
import importlib
import json
import os
import re
import sys

UID_BASE = int(sys.argv[1])
KERNEL_NICE = int(sys.argv[2])
PRELOAD = [m for m in sys.argv[3].split(',') if m]
KERNEL_ARGS = sys.argv[4:]

# The slow part of a kernel start, done before anyone asks for the kernel.
import ipykernel.ipkernel  # noqa: E402,F401
import ipykernel.kernelapp  # noqa: E402,F401
import ipykernel.zmqshell  # noqa: E402,F401
import IPython.core.interactiveshell  # noqa: E402,F401
import jupyter_client.session  # noqa: E402,F401
import zmq  # noqa: E402,F401

# Modules the cases' first cells import (NOTEBOOK_KERNEL_POOL_PRELOAD): only import-time code of the system's
# packages runs here, with HOME in this sandbox's private /tmp (no user's matplotlibrc is read; matplotlib's config is
# MPLCONFIGDIR=/tmp/matplotlib, with the Chinese rc and the font cache built at install, see sandbox-kernel.py). Never matplotlib's inline backend: it hooks itself into IPython only when it is imported
# inside a running kernel (pyplot loads it at the first figure).
for module in PRELOAD:
    if re.fullmatch(r'[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*', module) and not module.startswith(('matplotlib_inline', 'IPython', 'ipykernel')):
        try:
            importlib.import_module(module)
        except Exception as e:  # a missing package is the kernel's business, later
            print('sandbox: pooled kernel: cannot preload %s: %s' % (module, e), file=sys.stderr)


def fail(msg):
    print('sandbox: pooled kernel: ' + msg, file=sys.stderr)
    os._exit(1)


open('/ipc/ready', 'w').close()
try:
    with open('/ipc/assign', 'rb') as fifo:
        order = json.loads(fifo.read(65536).decode())
except (OSError, ValueError) as e:
    fail('no valid hand-out order: %s' % e)

uid = order.get('uid')
folders = order.get('folders')
if not isinstance(uid, int) or uid < UID_BASE or not isinstance(folders, list):
    fail('refusing the order %r' % order)
if any(not isinstance(p, str) or p in ('', '.', '..') or '/' in p or '\x00' in p for p in folders):
    fail('refusing folders %r' % folders)

# Back to the nice value of every kernel, then drop every privilege, for good.
os.setpriority(os.PRIO_PROCESS, 0, KERNEL_NICE)
libc = ctypes.CDLL(None, use_errno=True)
PR_CAPBSET_DROP, PR_SET_NO_NEW_PRIVS, PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL = 24, 38, 47, 4
CAP_SETPCAP = 8
if libc.prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0:
    fail('cannot clear ambient capabilities')
for cap in [c for c in range(64) if c != CAP_SETPCAP] + [CAP_SETPCAP]:
    libc.prctl(PR_CAPBSET_DROP, cap, 0, 0, 0)  # EINVAL past the last capability the kernel knows
os.setgroups([])
os.setresgid(uid, uid, uid)
os.setresuid(uid, uid, uid)  # clears the permitted, effective and ambient sets
if libc.prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
    fail('cannot set no_new_privs')
header = (ctypes.c_uint32 * 2)(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this process
if libc.capset(header, (ctypes.c_uint32 * 6)()) != 0:  # the inheritable set too
    fail('cannot clear capabilities')
status = dict(line.split(':', 1) for line in open('/proc/self/status').read().splitlines() if ':' in line)
expected = {'Uid': [uid] * 4, 'Gid': [uid] * 4}
for key, want in expected.items():
    if [int(x) for x in status[key].split()] != want:
        fail('%s is %s after the drop' % (key, status[key].strip()))
for key in ('CapInh', 'CapPrm', 'CapEff', 'CapBnd', 'CapAmb'):
    if int(status[key].strip(), 16) != 0:
        fail('%s is %s after the drop' % (key, status[key].strip()))
if status.get('Groups', '').strip() or status.get('NoNewPrivs', '').strip() != '1':
    fail('groups or no_new_privs not as expected after the drop')

# The notebook's folder, as the user (only their home is visible here), never through a link.
os.chdir('/home/user')
for name in folders:
    try:
        fd = os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    except OSError:
        print('sandbox: %s goes through a link or a file; the kernel starts in the home folder' % '/'.join(folders), file=sys.stderr)
        os.chdir('/home/user')
        break
    os.fchdir(fd)
    os.close(fd)
os.umask(0o022)
os.environ['HOME'] = '/home/user'

# What `python3 -m ipykernel_launcher` in the user's home would have: their user site-packages, if any.
import site  # noqa: E402

site.USER_BASE = site.USER_SITE = None  # computed at start from the waiting HOME
user_site = site.getusersitepackages()
if os.path.isdir(user_site):
    site.addsitedir(user_site)

sys.argv = ['ipykernel_launcher'] + KERNEL_ARGS + ['/ipc/conn.json']
from ipykernel import kernelapp  # noqa: E402

kernelapp.launch_new_instance()
