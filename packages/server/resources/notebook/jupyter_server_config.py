# Jupyter Server config for the notebook gateway (loaded with --config by src/notebook/jupyterProcess.ts).
# Everything tunable arrives through environment variables set by the Node server.
import os

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

# Students abandon tabs: cull idle kernels.
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
