#!/usr/bin/python3 -I
"""Kernel launcher for the kernelspec `python3` (see src/notebook/sandbox.ts).

Runs ipykernel as the per-user uid (SBX_UID_BASE + user id) with rlimits, a cgroup memory cap when
the host has one, and (mode `bwrap`) inside bubblewrap: no network, read-only /usr and /etc, a
private /tmp, the user's folder as the only writable place. Mode `uid` is the weaker fallback
(separate uid + rlimits only), chosen by the server when bubblewrap cannot run here.

argv: sandbox-kernel.py {connection_file}   cwd: the notebook's folder (set by Jupyter Server)
Settings come from the environment the Node server gives Jupyter Server (SBX_*).
"""
import json
import os
import shutil
import sys

env = os.environ
MODE = env.get('SBX_MODE', 'bwrap')                     # bwrap | uid
NOTEBOOK_ROOT = os.path.realpath(env['SBX_NOTEBOOK_ROOT'])
IPC_ROOT = env['SBX_IPC_ROOT']
UID_BASE = int(env.get('SBX_UID_BASE', '100000'))
MEM_MB = int(env.get('SBX_MEM_MB', '1024'))             # cgroup memory cap (resident memory)
AS_MB = int(env.get('SBX_AS_MB', '4096'))               # RLIMIT_AS (virtual)
CPU_S = int(env.get('SBX_CPU_S', '3600'))               # RLIMIT_CPU: a kernel's whole life, not a cell
NPROC = int(env.get('SBX_NPROC', '128'))                # RLIMIT_NPROC: per uid, so per user
FSIZE_MB = int(env.get('SBX_FSIZE_MB', '512'))          # largest file a kernel may write
CGROUP = env.get('SBX_CGROUP', '')                      # '' | 'v1:<dir>' | 'v2:<dir>'


def fail(msg):
    print('sandbox: ' + msg, file=sys.stderr)
    sys.exit(1)


conn_path = os.path.realpath(sys.argv[1])
conn = json.load(open(conn_path))
if conn.get('transport') != 'ipc':
    fail('the server must set c.KernelManager.transport = "ipc"')
kid = os.path.basename(conn_path)[len('kernel-'):-len('.json')]

# The user is the first folder under the notebook root: <root>/u<id>/...
cwd = os.path.realpath(os.getcwd())
rel = os.path.relpath(cwd, NOTEBOOK_ROOT)
parts = rel.split(os.sep)
if rel.startswith('..') or not parts[0].startswith('u') or not parts[0][1:].isdigit():
    fail('refusing to start a kernel outside a user folder: %s' % cwd)
user_id = int(parts[0][1:])
uid = UID_BASE + user_id
user_dir = os.path.join(NOTEBOOK_ROOT, parts[0])
sub = '/'.join(parts[1:])
os.chown(user_dir, uid, uid)
os.chmod(user_dir, 0o700)

# A private folder for this kernel's ZMQ sockets, owned by the kernel's uid.
ipc_dir = os.path.join(IPC_ROOT, kid)
shutil.rmtree(ipc_dir, ignore_errors=True)
os.makedirs(ipc_dir, mode=0o700)
os.chown(ipc_dir, uid, uid)
if MODE == 'bwrap':
    sock_prefix = '/ipc/k'
else:
    # The kernel's uid cannot traverse DATA_DIR (0700): hand it its two folders as open
    # descriptors and address them through /proc/self/fd (cwd is inherited the same way).
    ipc_fd = os.open(ipc_dir, os.O_RDONLY | os.O_DIRECTORY)
    home_fd = os.open(user_dir, os.O_RDONLY | os.O_DIRECTORY)
    os.set_inheritable(ipc_fd, True)
    os.set_inheritable(home_fd, True)
    sock_prefix = '/proc/self/fd/%d/k' % ipc_fd
kconn_path = os.path.join(ipc_dir, 'conn.json')
with open(kconn_path, 'w') as f:
    json.dump(dict(conn, ip=sock_prefix), f)
os.chown(kconn_path, uid, uid)
os.chmod(kconn_path, 0o600)
# Jupyter Server connects to <conn ip>-<port>: point those names at the sockets the kernel binds.
for key in ('shell_port', 'iopub_port', 'stdin_port', 'control_port', 'hb_port'):
    link = '%s-%d' % (conn['ip'], conn[key])
    try:
        os.unlink(link)
    except FileNotFoundError:
        pass
    os.symlink(os.path.join(ipc_dir, 'k-%d' % conn[key]), link)


def collect_leftovers(cg_parent):
    """Best effort: remove socket folders and empty cgroups of kernels that no longer exist."""
    runtime_dir = os.path.dirname(conn_path)
    for k in os.listdir(IPC_ROOT):
        if k != kid and not os.path.exists(os.path.join(runtime_dir, 'kernel-%s.json' % k)):
            shutil.rmtree(os.path.join(IPC_ROOT, k), ignore_errors=True)
    if cg_parent:
        for k in os.listdir(cg_parent):
            if k.startswith('kernel-') and k != 'kernel-' + kid:
                try:
                    os.rmdir(os.path.join(cg_parent, k))  # EBUSY while processes remain
                except OSError:
                    pass


cg_parent = None
if CGROUP:
    version, cg_parent = CGROUP.split(':', 1)
    cg = os.path.join(cg_parent, 'kernel-' + kid)
    try:
        os.makedirs(cg, exist_ok=True)
        if version == 'v1':
            open(cg + '/memory.limit_in_bytes', 'w').write(str(MEM_MB << 20))
            try:
                open(cg + '/memory.memsw.limit_in_bytes', 'w').write(str(MEM_MB << 20))
            except OSError:
                pass
        else:
            open(cg + '/memory.max', 'w').write(str(MEM_MB << 20))
            try:
                open(cg + '/memory.swap.max', 'w').write('0')
            except OSError:
                pass
            try:
                open(cg + '/pids.max', 'w').write(str(NPROC))
            except OSError:
                pass
        open(cg + '/cgroup.procs', 'w').write(str(os.getpid()))
    except OSError as e:
        print('sandbox: cgroup memory cap unavailable: %s' % e, file=sys.stderr)

collect_leftovers(cg_parent)

kernel_env = {
    'PATH': '/usr/bin:/bin',
    'LANG': 'C.UTF-8',
    'MPLBACKEND': 'module://matplotlib_inline.backend_inline',
    'OPENBLAS_NUM_THREADS': '1',
    'OMP_NUM_THREADS': '1',
    'MKL_NUM_THREADS': '1',
    'PYDEVD_DISABLE_FILE_VALIDATION': '1',
}
limits = ['/usr/bin/prlimit', '--as=%d' % (AS_MB << 20), '--cpu=%d' % CPU_S, '--nproc=%d' % NPROC,
          '--fsize=%d' % (FSIZE_MB << 20), '--nofile=1024', '--core=0', '--']
# Student code yields the CPU to Jupyter Server and the API (which relay every other student's cells).
nice = ['/usr/bin/nice', '-n', env.get('SBX_NICE', '5')]
drop = nice + ['/usr/bin/setpriv', '--reuid=%d' % uid, '--regid=%d' % uid, '--clear-groups',
        '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all', '--']
kernel = ['/usr/bin/python3', '-m', 'ipykernel_launcher', '-f']

if MODE == 'bwrap':
    home = '/home/user'
    argv = ['/usr/bin/bwrap', '--die-with-parent', '--new-session',
            '--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try',
            '--hostname', 'sandbox',
            '--ro-bind', '/usr', '/usr', '--ro-bind', '/etc', '/etc',
            '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/sbin', '/sbin',
            '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64',
            '--proc', '/proc', '--dev', '/dev', '--perms', '1777', '--tmpfs', '/tmp',
            '--dir', '/home', '--bind', user_dir, home,
            '--chdir', home + ('/' + sub if sub else ''),
            '--bind', ipc_dir, '/ipc', '--clearenv', '--setenv', 'HOME', home]
    for k, v in kernel_env.items():
        argv += ['--setenv', k, v]
    argv += ['--'] + limits + drop + kernel + ['/ipc/conn.json']
    os.execv(argv[0], argv)
else:
    # Weaker fallback: separate uid and rlimits, but the host's filesystem view and network.
    os.umask(0o077)
    os.execve(limits[0], limits + drop + kernel + ['/proc/self/fd/%d/conn.json' % ipc_fd],
              # No pid namespace here: ipykernel's parent poller ends the kernel if Jupyter dies.
              dict(kernel_env, HOME='/proc/self/fd/%d' % home_fd, JPY_PARENT_PID=str(os.getppid())))
