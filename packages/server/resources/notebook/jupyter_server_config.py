# Jupyter Server config for the notebook gateway (loaded with --config by src/runtime/jupyter/jupyterProcess.ts;
# an external Jupyter Server behind NOTEBOOK_URL should load it too, see README.md in this folder).
# Everything tunable arrives through environment variables set by the Node server.
import importlib.util
import os
import sys

# Jupyter Server 1.23 never sets TCP_NODELAY on the kernel websocket, so the several small frames
# of one execution hit Nagle + delayed ACK (~40 ms per round trip). Set it when the socket opens.
if os.environ.get('JUPYTER_NODELAY', '1') == '1':
    from jupyter_server.services.kernels.handlers import ZMQChannelsHandler

    _orig_open = ZMQChannelsHandler.open

    def _open_nodelay(self, *args, **kwargs):
        self.set_nodelay(True)
        return _orig_open(self, *args, **kwargs)

    ZMQChannelsHandler.open = _open_nodelay

c = get_config()  # noqa: F821 (injected by traitlets)


def _load_sibling(name):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name + '.py')
    spec = importlib.util.spec_from_file_location('finedu_' + name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# The cell time limit and the culling of kernels nobody is connected to live in Jupyter's kernel
# manager, independent of any websocket (and of which API instance opened it).
_load_sibling('kernel_watchdog').install(c, os.environ)

# Students abandon tabs: cull idle kernels (the watchdog also culls disconnected ones sooner).
c.MappingKernelManager.cull_idle_timeout = int(os.environ.get('NOTEBOOK_CULL_IDLE_S', '1800'))
c.MappingKernelManager.cull_interval = 60
c.MappingKernelManager.cull_connected = False
c.MappingKernelManager.cull_busy = False

# Only our sandboxed kernelspec exists; the host's native python3 kernel must never start.
c.KernelSpecManager.ensure_native_kernel = False
c.KernelSpecManager.allowed_kernelspecs = {'python3'}

# A sandboxed kernel has no network namespace access to 127.0.0.1: talk ZMQ over unix sockets.
if os.environ.get('SBX_MODE', 'none') != 'none':
    c.KernelManager.transport = 'ipc'

# Nothing but the gateway talks to this server.
c.ServerApp.open_browser = False
c.ServerApp.allow_remote_access = False

# The API server calls the contents API (it makes users' folders and copies case datasets there on an external server,
# NOTEBOOK_URL, hidden scratch folders such as `.self-test` included), and the gateway relays a user's stock client
# (issue 35) to their own home, hidden names refused by the gateway.
c.ContentsManager.allow_hidden = True


def _no_follow_contents_manager():
    # Kernels run as the student and may put links in their home; this server runs as the platform. The contents API
    # never follows a link (a link to another home or to /etc would otherwise open as the server): every segment of a
    # path below the root must be a plain folder or file. What it writes belongs to the home's owner (the folder it is
    # written in), so the student's kernel can change a file saved from JupyterLab or VS Code.
    import errno

    from jupyter_server.services.contents.largefilemanager import LargeFileManager
    from tornado.web import HTTPError

    class LinkRefused(HTTPError, OSError):
        # A 404 to the API's caller; an ELOOP OSError to a folder listing, which then leaves the link out.
        def __init__(self, path):
            HTTPError.__init__(self, 404, 'No such file or directory: %s' % path)
            self.errno = errno.ELOOP

    class NoFollowContentsManager(LargeFileManager):
        def _get_os_path(self, path):
            os_path = super()._get_os_path(path)
            root = os.path.abspath(self.root_dir)
            relative = os.path.relpath(os_path, root)
            if relative != '.':
                walked = root
                for part in relative.split(os.sep):
                    walked = os.path.join(walked, part)
                    if os.path.islink(walked):
                        raise LinkRefused(path)
            return os_path

        def save(self, model, path=''):
            answer = super().save(model, path)
            if os.geteuid() == 0:
                os_path = self._get_os_path(path.strip('/'))
                try:
                    owner = os.lstat(os.path.dirname(os_path))
                    if owner.st_uid != 0 and not os.path.islink(os_path):
                        os.chown(os_path, owner.st_uid, owner.st_gid, follow_symlinks=False)
                except OSError:
                    pass
            return answer

    return NoFollowContentsManager


c.ServerApp.contents_manager_class = _no_follow_contents_manager()
