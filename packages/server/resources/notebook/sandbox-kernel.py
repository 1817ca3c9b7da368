#!/usr/bin/python3 -I
"""Kernel launcher for the kernelspec `python3` (see src/runtime/jupyter/sandbox.ts).

Runs ipykernel as the per-user uid (SBX_UID_BASE + user id) with rlimits, a cgroup memory cap when
the host has one, and (mode `bwrap`) inside bubblewrap: no network, read-only /usr and /etc, a
private /tmp, the user's folder as the only writable place. Mode `uid` is the weaker fallback
(separate uid + rlimits only), chosen by the server when bubblewrap cannot run here.

argv: sandbox-kernel.py {connection_file}   cwd: the notebook's folder (set by Jupyter Server)
Settings come from the environment the Node server gives Jupyter Server (SBX_*).
"""
import base64
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import time

env = os.environ
MODE = env.get('SBX_MODE', 'bwrap')                     # bwrap | uid
NOTEBOOK_ROOT = os.path.realpath(env['SBX_NOTEBOOK_ROOT'])
IPC_ROOT = env['SBX_IPC_ROOT']
UID_BASE = int(env.get('SBX_UID_BASE', '100000'))
LEFTOVER_AGE_S = 60                                     # an empty kernel cgroup younger than this is still starting
MEM_MB = int(env.get('SBX_MEM_MB', '1024'))             # cgroup memory cap (resident memory)
AS_MB = int(env.get('SBX_AS_MB', '4096'))               # RLIMIT_AS (virtual)
CPU_S = int(env.get('SBX_CPU_S', '3600'))               # RLIMIT_CPU: a kernel's whole life, not a cell
NPROC = int(env.get('SBX_NPROC', '128'))                # RLIMIT_NPROC: per uid, so per user
FSIZE_MB = int(env.get('SBX_FSIZE_MB', '512'))          # largest file a kernel may write
CGROUP = env.get('SBX_CGROUP', '')                      # '' | 'v1:<dir>' | 'v2:<dir>'
CPU_CGROUP = env.get('SBX_CPU_CGROUP', '')              # '' | cgroup v1 cpu folder: one CPU group per kernel
HOME_QUOTA_MB = int(env.get('SBX_HOME_QUOTA_MB', '0'))  # the home is its own filesystem of this size (0: none)
TMP_MB = int(env.get('SBX_TMP_MB', '256'))              # size of the kernel's private /tmp (memory)
GRADING_HOME_MB = 512                                   # a grading kernel's throw-away home (memory)
GRADING_FILES_MAX = 64                                  # files copied from the case folder into it
MPL_DIR = env.get('SBX_MPL_DIR', '')                    # matplotlib's Chinese set-up (matplotlib_setup.py), or ''
MPL_FONTS = env.get('SBX_MPL_FONTS', '/opt/finedu/fonts')  # where the kernel sees its fonts/ folder
MPL_CONFIG = '/tmp/matplotlib'                          # the kernel's MPLCONFIGDIR: in its private /tmp


# Run at kernel start (IPKernelApp.exec_lines): an OSError "no space left" gets a plain explanation under it.
QUOTA_NOTICE = """
def _finedu_install(ip, quota_mb):
    import errno, os
    def on_oserror(shell, etype, value, tb, tb_offset=None):
        stb = shell.InteractiveTB.structured_traceback(etype, value, tb, tb_offset=tb_offset)
        if getattr(value, 'errno', None) in (errno.ENOSPC, getattr(errno, 'EDQUOT', -1)):
            try:
                st = os.statvfs(os.path.expanduser('~'))
                used = (st.f_blocks - st.f_bfree) * st.f_frsize // 1048576
            except OSError:
                used = quota_mb
            stb = stb + ['\x1b[0;31m笔记本存储空间已满（已用 %d MB，上限 %d MB）：请删除不需要的文件后重试。\x1b[0m' % (used, quota_mb),
                         '\x1b[0;31mYour notebook storage is full (%d MB used of %d MB): delete files you no longer need and try again.\x1b[0m' % (used, quota_mb)]
        # IPython ignores what a custom handler returns: publish the error (and the reply's traceback) ourselves.
        shell._showtraceback(etype, value, stb)
    ip.set_custom_exc((OSError,), on_oserror)
"""


def quota_exec_line(quota_mb):
    encoded = base64.b64encode(QUOTA_NOTICE.encode()).decode()
    return ("exec(__import__('base64').b64decode('%s').decode()); _finedu_install(get_ipython(), %d); del _finedu_install"
            % (encoded, quota_mb))


def fail(msg):
    print('sandbox: ' + msg, file=sys.stderr)
    sys.exit(1)


POOL_DIR = env.get('SBX_POOL_DIR', '')                  # pooled kernels: slots/<kernel>, assign/<kernel>.json
POOL_FOLDER = '.pool'                                   # the folder (below the root) pooled kernels start in
start_cwd = os.path.realpath(os.getcwd())

conn_path = os.path.realpath(sys.argv[1])
conn = json.load(open(conn_path))
if conn.get('transport') != 'ipc':
    fail('the server must set c.KernelManager.transport = "ipc"')
kid = os.path.basename(conn_path)[len('kernel-'):-len('.json')]

# Jupyter started us in the notebook's folder as the OS resolved it, through any link the student planted there:
# never use it. Whose kernel this is comes from the session path the API server gave Jupyter (JPY_SESSION_NAME,
# always `u<id>/...`, forced by the gateway), and every folder is opened without following links.
os.chdir('/')
session = env.get('JPY_SESSION_NAME', '')
# A kernel of the pool (issue 14) is started without a session, in the root-only folder .pool: nobody's yet. Once
# handed out, the API server has written whose it is (assign/<kernel>.json): a restart starts that user's kernel.
if not session and POOL_DIR:
    try:
        with open(os.path.join(POOL_DIR, 'assign', kid + '.json')) as f:
            session = json.load(f)['path']
    except FileNotFoundError:
        if start_cwd == os.path.join(NOTEBOOK_ROOT, POOL_FOLDER):
            session = None
POOLED = session is None
if POOLED:
    if MODE != 'bwrap':
        fail('pooled kernels need the bubblewrap sandbox')
    # Nobody's kernel yet: root owns its socket folder until the hand-out gives it to the user's uid.
    uid = 0
    GRADING = False
else:
    match = re.fullmatch(r'u(\d{1,12})/(.+)', session)
    if not match:
        fail('refusing to start a kernel for a session outside a user folder: %r' % session)
    user_id = int(match.group(1))
    parts = match.group(2).split('/')
    if any(p in ('', '.', '..') or '\x00' in p for p in parts):
        fail('refusing a session path with empty, . or .. segments: %r' % session)
    folders, notebook = parts[:-1], parts[-1]
    # Grading kernels (hidden tests, evaluations) get a throw-away home: the student's files stay out of reach and
    # nothing their code writes while being graded persists.
    GRADING = notebook.startswith('.evaluation-') or notebook.startswith('.grading-')
    uid = UID_BASE + user_id
    user_dir = os.path.join(NOTEBOOK_ROOT, 'u%d' % user_id)
    # O_DIRECTORY refuses a FIFO or device before opening it; O_NONBLOCK says so anyway (see USER_FILE_FLAGS).
    DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_NONBLOCK
    try:
        home_fd = os.open(user_dir, DIR_FLAGS)
    except OSError as e:
        fail('the notebook home %s is missing or not a folder: %s' % (user_dir, e))
    home_stat = os.fstat(home_fd)
    if home_stat.st_uid != uid:
        # The home sits in the server's root-only folder: owning it to the kernel's uid is always right.
        os.fchown(home_fd, uid, uid)
        os.fchmod(home_fd, 0o700)
    if HOME_QUOTA_MB > 0 and home_stat.st_dev == os.stat(NOTEBOOK_ROOT).st_dev:
        fail('the home of user %d is not mounted: it would have no disk quota' % user_id)


    def open_folders(fd, names):
        """The folder `names` below `fd`, each opened without following links; None if any is a link or not a folder."""
        current = os.dup(fd)
        for name in names:
            try:
                nxt = os.open(name, DIR_FLAGS, dir_fd=current)
            except OSError:
                os.close(current)
                return None
            os.close(current)
            current = nxt
        return current


    work_fd = open_folders(home_fd, folders)
    if work_fd is None:
        print('sandbox: %s goes through a link or a file; the kernel starts in the home folder' % '/'.join(folders), file=sys.stderr)
        folders = []
        work_fd = os.dup(home_fd)
    sub = '/'.join(folders)

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


def mounted(path):
    with open('/proc/self/mountinfo') as f:
        return any(line.split(' ')[4] == path for line in f)


def release_slot(slot):
    """Unmounts a pooled kernel's home slot (the user's home on top of the slot's own bind mount) and removes it."""
    for _ in range(4):
        if not mounted(slot):
            break
        subprocess.run(['/usr/bin/umount', '-l', slot], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        os.rmdir(slot)
    except OSError:
        pass


def collect_leftovers(cg_parent):
    """Best effort: remove socket folders, pool slots and empty cgroups of kernels that no longer exist."""
    runtime_dir = os.path.dirname(conn_path)
    gone = lambda k: k != kid and not os.path.exists(os.path.join(runtime_dir, 'kernel-%s.json' % k))  # noqa: E731
    for k in os.listdir(IPC_ROOT):
        if gone(k):
            shutil.rmtree(os.path.join(IPC_ROOT, k), ignore_errors=True)
    if POOL_DIR:
        for k in os.listdir(os.path.join(POOL_DIR, 'slots')):
            if gone(k):
                release_slot(os.path.join(POOL_DIR, 'slots', k))
        for name in os.listdir(os.path.join(POOL_DIR, 'assign')):
            if name.endswith('.json') and gone(name[:-5]):
                try:
                    os.unlink(os.path.join(POOL_DIR, 'assign', name))
                except OSError:
                    pass
    for parent in (cg_parent, CPU_CGROUP):
        if not parent:
            continue
        for k in os.listdir(parent):
            if k.startswith('kernel-') and k != 'kernel-' + kid:
                path = os.path.join(parent, k)
                try:
                    # A kernel starting right now has made its cgroup but not yet moved into it (it is empty
                    # for a moment): only cgroups older than a minute are leftovers. Live ones refuse (EBUSY).
                    if time.time() - os.stat(path).st_mtime < LEFTOVER_AGE_S:
                        continue
                    os.rmdir(path)
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

# cgroup v1: the kernel and everything it starts share one CPU group, weighted as one process (cpu.shares 1024)
# against the server and the other kernels: a fork bomb's children spinning up to the process limit take one share
# of the CPU, not one each.
if CPU_CGROUP:
    try:
        cpu_cg = os.path.join(CPU_CGROUP, 'kernel-' + kid)
        os.makedirs(cpu_cg, exist_ok=True)
        open(cpu_cg + '/cpu.shares', 'w').write('1024')
        open(cpu_cg + '/cgroup.procs', 'w').write(str(os.getpid()))
    except OSError as e:
        print('sandbox: cgroup CPU group unavailable: %s' % e, file=sys.stderr)

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
if MODE == 'bwrap':
    kernel_env['MPLCONFIGDIR'] = MPL_CONFIG


def matplotlib_args():
    '''bubblewrap arguments giving the kernel matplotlib's Chinese set-up (issue 35): the rc file and the font cache
    built at install, read-only in a config folder of its private /tmp (matplotlib wants a writable one: it never
    writes into the home), the extracted fonts at MPL_FONTS, and the host's fontconfig cache. The set-up folder is
    the server's own (root only), never one a student writes: binding it by path follows nothing of theirs.'''
    # bubblewrap makes the folders a mount needs 0700 (root's): the kernel's uid must traverse them.
    args = ['--perms', '1777', '--dir', MPL_CONFIG]
    for folder in ('/var', '/var/cache'):
        args += ['--perms', '0755', '--dir', folder]
    args += ['--ro-bind-try', '/var/cache/fontconfig', '/var/cache/fontconfig']
    if not MPL_DIR:
        return args
    parent = os.path.dirname(MPL_FONTS)
    parents = []
    while parent not in ('/', ''):
        parents.insert(0, parent)
        parent = os.path.dirname(parent)
    for folder in parents:
        args += ['--perms', '0755', '--dir', folder]
    prepared = os.path.join(MPL_DIR, 'sandbox')
    try:
        names = [n for n in os.listdir(prepared) if n == 'matplotlibrc' or re.fullmatch(r'fontlist-v\d+\.json', n)]
    except OSError:
        return args
    args += ['--ro-bind-try', os.path.join(MPL_DIR, 'fonts'), MPL_FONTS]
    for name in sorted(names):
        args += ['--ro-bind', os.path.join(prepared, name), MPL_CONFIG + '/' + name]
    return args


limits = ['/usr/bin/prlimit', '--as=%d' % (AS_MB << 20), '--cpu=%d' % CPU_S, '--nproc=%d' % NPROC,
          '--fsize=%d' % (FSIZE_MB << 20), '--nofile=1024', '--core=0', '--']
# Student code yields the CPU to Jupyter Server and the API (which relay every other student's cells).
nice = ['/usr/bin/nice', '-n', env.get('SBX_NICE', '5')]
drop = nice + ['/usr/bin/setpriv', '--reuid=%d' % uid, '--regid=%d' % uid, '--clear-groups',
        '--no-new-privs', '--inh-caps=-all', '--bounding-set=-all', '--']
kernel = ['/usr/bin/python3', '-m', 'ipykernel_launcher']
if HOME_QUOTA_MB > 0:
    # A write that fills the home fails with ENOSPC like on any full disk; say what it means, in both languages.
    kernel.append('--IPKernelApp.exec_lines=' + quota_exec_line(HOME_QUOTA_MB))
kernel.append('-f')


# Opening anything in a folder the student writes: never through a link, and never waiting (a FIFO the student
# planted would block this root process until a writer came; a device would be opened as root). The opened
# descriptor is then checked to be a regular file before anything is read from it.
USER_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_NOCTTY


def open_user_file(name, dir_fd):
    '''A descriptor of the regular file `name` in `dir_fd` (blocking again), or None for anything else.'''
    try:
        ffd = os.open(name, USER_FILE_FLAGS, dir_fd=dir_fd)
    except OSError:
        return None
    if not stat.S_ISREG(os.fstat(ffd).st_mode):
        os.close(ffd)
        return None
    os.set_blocking(ffd, True)
    return ffd


def grading_files(fd):
    '''(fd, name) of the regular files at the top of the case folder, opened without following links or waiting.'''
    found = []
    for entry in sorted(os.listdir(fd)):
        if entry.startswith('.') or len(found) >= GRADING_FILES_MAX:
            continue
        ffd = open_user_file(entry, fd)
        if ffd is None:
            continue
        if os.fstat(ffd).st_size > (GRADING_HOME_MB << 20) // 4:
            os.close(ffd)
            continue
        os.set_inheritable(ffd, True)
        found.append((ffd, entry))
    return found


if POOLED:
    # The home is an empty slot folder on the host, made a shared mount point: the API server mounts the user's home
    # on it at the hand-out, and bubblewrap's mount namespace (a slave of the host's) receives that mount.
    slot = os.path.join(POOL_DIR, 'slots', kid)
    release_slot(slot)
    os.makedirs(slot, mode=0o700)
    for args in (['--bind', slot, slot], ['--make-shared', slot]):
        if subprocess.run(['/usr/bin/mount'] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE).returncode != 0:
            fail('cannot prepare the home slot of a pooled kernel')
    os.mkfifo(os.path.join(ipc_dir, 'assign'), 0o600)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'pool_kernel.py')) as f:
        waiter = f.read()
    argv = ['/usr/bin/bwrap', '--die-with-parent', '--new-session',
            '--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try',
            '--hostname', 'sandbox',
            '--ro-bind', '/usr', '/usr', '--ro-bind', '/etc', '/etc',
            '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/sbin', '/sbin',
            '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64',
            '--proc', '/proc', '--dev', '/dev', '--perms', '1777', '--size', str(TMP_MB << 20), '--tmpfs', '/tmp',
            '--dir', '/home', '--bind', slot, '/home/user', '--chdir', '/'] + matplotlib_args() + [
            # HOME moves to /home/user at the hand-out: nothing is written into the slot before.
            '--bind', ipc_dir, '/ipc', '--clearenv', '--setenv', 'HOME', '/tmp/.pool-home',
            # Only what the waiter needs to become the user (pool_kernel.py drops these before the kernel starts).
            '--cap-drop', 'ALL', '--cap-add', 'CAP_SETUID', '--cap-add', 'CAP_SETGID', '--cap-add', 'CAP_SETPCAP',
            '--cap-add', 'CAP_SYS_NICE']
    for k, v in kernel_env.items():
        argv += ['--setenv', k, v]
    waiting_nice = ['/usr/bin/nice', '-n', '19']
    argv += ['--'] + limits + waiting_nice + ['/usr/bin/python3', '-c', waiter, str(UID_BASE), env.get('SBX_NICE', '5'),
                                              env.get('SBX_POOL_PRELOAD', '')] + kernel[3:]
    os.execv(argv[0], argv)
elif MODE == 'bwrap':
    home = '/home/user'
    cwd = home + ('/' + sub if sub else '')
    argv = ['/usr/bin/bwrap', '--die-with-parent', '--new-session',
            '--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--unshare-cgroup-try',
            '--hostname', 'sandbox',
            '--ro-bind', '/usr', '/usr', '--ro-bind', '/etc', '/etc',
            '--symlink', 'usr/bin', '/bin', '--symlink', 'usr/sbin', '/sbin',
            '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64',
            '--proc', '/proc', '--dev', '/dev', '--perms', '1777', '--size', str(TMP_MB << 20), '--tmpfs', '/tmp',
            '--dir', '/home'] + matplotlib_args()
    if GRADING:
        # Only the case folder's files, copied into memory; the kernel's uid may write beside them.
        argv += ['--perms', '0777', '--size', str(GRADING_HOME_MB << 20), '--tmpfs', home]
        path = home
        for name in folders:
            path += '/' + name
            argv += ['--perms', '0777', '--dir', path]
        for ffd, name in grading_files(work_fd):
            argv += ['--perms', '0644', '--file', str(ffd), cwd + '/' + name]
    else:
        # The home by descriptor: bubblewrap never resolves a path the student could have replaced meanwhile.
        os.set_inheritable(home_fd, True)
        argv += ['--bind-fd', str(home_fd), home]
    argv += ['--chdir', cwd, '--bind', ipc_dir, '/ipc', '--clearenv', '--setenv', 'HOME', home]
    for k, v in kernel_env.items():
        argv += ['--setenv', k, v]
    argv += ['--'] + limits + drop + kernel + ['/ipc/conn.json']
    os.execv(argv[0], argv)
else:
    # Weaker fallback: separate uid and rlimits, but the host's filesystem view and network (grading kernels
    # included: they run in the student's home).
    os.umask(0o077)
    os.fchdir(work_fd)
    os.execve(limits[0], limits + drop + kernel + ['/proc/self/fd/%d/conn.json' % ipc_fd],
              # No pid namespace here: ipykernel's parent poller ends the kernel if Jupyter dies.
              dict(kernel_env, HOME='/proc/self/fd/%d' % home_fd, JPY_PARENT_PID=str(os.getppid())))
