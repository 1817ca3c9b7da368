# Kernel watchdog for the notebook gateway (issue 13): the per-cell time limit and the culling of abandoned
# kernels, enforced inside Jupyter Server itself.
#
# A cell is timed from the execute request Jupyter relays to the kernel (issue 37), not only from the `busy` the
# kernel publishes: a subscription to the kernel's iopub made a moment too late (a pooled kernel handed out and
# sent a cell at once, while Jupyter was slow to see its sockets) never hears that `busy`, and the cell ran untimed.
# A request starts the run when nothing runs; requests queued behind it start theirs when the one before ends; a
# `busy` heard for the run times it from there (a loaded kernel may start a cell a moment after its request). A run
# whose `busy` was never heard is checked before it is interrupted: a request on a shell channel of our own is
# answered only once the kernel's shell is free, so an answer means the run ended unheard (nothing is interrupted,
# nothing restarted), no answer that it still runs.
#
# Why here and not in the API's websocket relay: the relay's timer died with the browser's socket, so a loop
# left behind by a closed tab ran until someone interrupted it. Jupyter Server sees every kernel's iopub
# stream (its activity watcher already decodes each message's header) and every websocket of every kernel,
# whichever API instance opened it, and it outlives all of them. Nothing here is on the per-frame path
# except a substring test on client frames, so the relay stays a plain pipe.
#
# Limits: built-in defaults, overridden by environment variables (NOTEBOOK_CELL_TIMEOUT_S,
# NOTEBOOK_INTERRUPT_GRACE_S, NOTEBOOK_CULL_DISCONNECTED_S), overridden per kernel by the gateway that relays
# it (header X-Notebook-Limits on the kernel websocket upgrade), so the API's settings govern even an
# external Jupyter Server. The upgrade response carries X-Notebook-Watchdog: 1 so the gateway can tell.
import asyncio
import json
import math
import os
import time
from collections import OrderedDict

from jupyter_client.jsonutil import json_default
from jupyter_client.session import Session
from tornado.ioloop import IOLoop
from traitlets import Float

from jupyter_server._tz import utcnow
from jupyter_server.base.zmqhandlers import (
    deserialize_binary_message,
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from jupyter_server.services.kernels.handlers import ZMQChannelsHandler
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import ensure_async

V1_PROTOCOL = 'v1.kernel.websocket.jupyter.org'
LIMITS_HEADER = 'X-Notebook-Limits'
WATCHDOG_HEADER = 'X-Notebook-Watchdog'
# Two interrupts in a row can land the second one in the traceback of the first or in the next cell:
# interrupts of one kernel closer together than this are dropped (the watchdog's and a caller's own timer).
INTERRUPT_DEBOUNCE_S = 1.0
# Execute requests remembered per kernel (sent, not yet finished); requests the kernel never answers
# (bad signature) must not grow this forever.
MAX_PENDING = 256
MAX_LIMIT_S = 7 * 24 * 3600
# Requests whose busy/idle must not set the kernel's execution_state (as in Jupyter Server 2's
# untracked_message_types): ipykernel answers them on its control thread at once, in the middle of a running
# cell, so their 'idle' would report a kernel still running a cell as idle (and hide it from whoever watches
# execution_state: the disconnected-loop probe, Jupyter's own nudge of a new websocket).
# Kernels of the API server's pool (issue 14) start in this folder, nobody's yet: they wait for their hand-out without
# sockets, so they are neither culled nor polled fast until their sockets appear (the hand-out started the kernel).
POOL_FOLDER = '.pool'
POOL_POLL_S = 0.2
# How long a run whose `busy` was never heard waits for the shell's answer before it is interrupted.
SHELL_CHECK_S = 2.0
CONTROL_REQUESTS = frozenset(('kernel_info_request', 'comm_info_request', 'interrupt_request', 'shutdown_request', 'debug_request'))


def timeout_text(seconds):
    """The error shown in the cell; same text as cellTimeoutText() in src/runtime/jupyter/kernelWatchdog.ts."""
    tenths = math.floor(seconds * 10 + 0.5)
    shown = str(tenths // 10) if tenths % 10 == 0 else '%d.%d' % (tenths // 10, tenths % 10)
    return '运行超时（%s 秒），已中断 / Cell exceeded %s s and was interrupted' % (shown, shown)


class Limits:
    __slots__ = ('cell_timeout', 'interrupt_grace', 'cull_disconnected')

    def __init__(self, cell_timeout, interrupt_grace, cull_disconnected):
        self.cell_timeout = cell_timeout
        self.interrupt_grace = interrupt_grace
        self.cull_disconnected = cull_disconnected

    def updated(self, header):
        """These limits with the fields of a `cell_timeout=60;interrupt_grace=10;cull_disconnected=300` header."""
        values = {}
        for part in (header or '').split(';'):
            name, _, raw = part.strip().partition('=')
            if name not in self.__slots__:
                continue
            try:
                value = float(raw)
            except ValueError:
                continue
            low = 0.0 if name == 'cull_disconnected' else 0.1
            if math.isfinite(value) and low <= value <= MAX_LIMIT_S:
                values[name] = value
        if not values:
            return self
        merged = {name: getattr(self, name) for name in self.__slots__}
        merged.update(values)
        return Limits(**merged)


class Run:
    """One execute_request the kernel is working on."""

    __slots__ = ('msg_id', 'header', 'started', 'timer', 'grace', 'heard')

    def __init__(self, msg_id, header, started, heard):
        self.msg_id = msg_id
        self.header = header
        self.started = started
        self.timer = None
        self.grace = None
        self.heard = heard  # the kernel's `busy` for it was heard (else it is timed from its request only)


class Watch:
    """What the watchdog knows of one kernel."""

    __slots__ = ('limits', 'run', 'pending', 'last_interrupt', 'cull_timer')

    def __init__(self, limits):
        self.limits = limits
        self.run = None
        self.pending = OrderedDict()  # msg_id -> header of execute_requests sent and not yet idle
        self.last_interrupt = -math.inf
        self.cull_timer = None


class WatchdogKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager plus the cell time limit and culling of kernels nobody is connected to."""

    cell_timeout = Float(60.0, config=True, help='Seconds an execution may run before it is interrupted.')
    interrupt_grace = Float(10.0, config=True, help='Seconds after an ignored interrupt before the kernel is restarted.')
    cull_disconnected_timeout = Float(
        300.0, config=True, help='Seconds a kernel may stay without any websocket before it is shut down (0: never).'
    )
    pool_poll_interval = Float(
        POOL_POLL_S, config=True, help='Seconds between looks for the sockets of a pooled kernel handed out (tests slow it).'
    )

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._watches = {}
        self._pooled = set()  # pool kernels not handed out yet

    # ------------------------------------------------------------------ state

    def _watch(self, kernel_id):
        watch = self._watches.get(kernel_id)
        if watch is None and kernel_id in self:
            watch = Watch(Limits(self.cell_timeout, self.interrupt_grace, self.cull_disconnected_timeout))
            self._watches[kernel_id] = watch
        return watch

    def _end_run(self, watch):
        run, watch.run = watch.run, None
        if run is not None:
            for timer in (run.timer, run.grace):
                if timer is not None:
                    IOLoop.current().remove_timeout(timer)

    def _forget_runs(self, kernel_id):
        """A new kernel process: nothing of the old one is running or queued."""
        watch = self._watches.get(kernel_id)
        if watch is not None:
            self._end_run(watch)
            watch.pending.clear()

    def _drop_watch(self, kernel_id):
        self._pooled.discard(kernel_id)
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel._listen_generation = getattr(kernel, '_listen_generation', 0) + 1  # ends _subscribe_until_heard
        watch = self._watches.pop(kernel_id, None)
        if watch is not None:
            self._end_run(watch)
            if watch.cull_timer is not None:
                IOLoop.current().remove_timeout(watch.cull_timer)

    def apply_gateway_limits(self, kernel_id, header):
        """The gateway relaying this kernel states its limits on each websocket it opens."""
        watch = self._watch(kernel_id)
        if watch is not None and header:
            watch.limits = watch.limits.updated(header)

    def note_execute_request(self, kernel_id, header):
        """An execute request relayed to the kernel: it runs from now when nothing else does, else after the ones
        before it (`_next_run`)."""
        watch = self._watch(kernel_id)
        if watch is None or not isinstance(header.get('msg_id'), str):
            return
        watch.pending[header['msg_id']] = header
        while len(watch.pending) > MAX_PENDING:
            watch.pending.popitem(last=False)
        if watch.run is None:
            self._next_run(kernel_id, watch)

    def _start_run(self, kernel_id, watch, msg_id, header, heard):
        self._end_run(watch)
        run = Run(msg_id, header, time.monotonic(), heard)
        run.timer = IOLoop.current().call_later(watch.limits.cell_timeout, self._on_cell_timeout, kernel_id, run)
        watch.run = run
        kernel = self._kernels.get(kernel_id)
        if not heard and kernel is not None and getattr(kernel, 'execution_state', None) == 'idle':
            kernel.execution_state = 'busy'  # what the kernel says once it is heard; said now if it never is
        return run

    def _next_run(self, kernel_id, watch):
        """The oldest request not known to be finished becomes the run, timed from now."""
        if watch.run is None and watch.pending:
            msg_id, header = next(iter(watch.pending.items()))
            self._start_run(kernel_id, watch, msg_id, header, heard=False)

    def _restart_timer(self, kernel_id, watch):
        """The run counts from now: the kernel was heard for the first time (a request relayed while it started), or
        its `busy` for the run was heard (it started now; its request may have waited for a loaded kernel)."""
        run = watch.run
        if run is None or run.heard or run.grace is not None:
            return
        IOLoop.current().remove_timeout(run.timer)
        run.started = time.monotonic()
        run.timer = IOLoop.current().call_later(watch.limits.cell_timeout, self._on_cell_timeout, kernel_id, run)

    # ------------------------------------------------------------------ kernel lifecycle

    async def start_kernel(self, kernel_id=None, path=None, **kwargs):
        known = kernel_id is not None and kernel_id in self
        kernel_id = await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        if not known:
            self._watch(kernel_id)
            if path == POOL_FOLDER:
                self._pooled.add(kernel_id)
            else:
                # Nobody is connected yet: a session whose page never opened its channel is culled too.
                self._arm_disconnected_cull(kernel_id)
        return kernel_id

    async def _finish_kernel_start(self, kernel_id):
        await super()._finish_kernel_start(kernel_id)
        if kernel_id in self:
            # Jupyter's own restarter (the kernel died, e.g. over its memory cap) starts a new process.
            self.add_restart_callback(kernel_id, lambda: self._on_auto_restart(kernel_id), 'restart')

    def _new_process(self, kernel_id):
        """A new process is about to replace the kernel's: nothing of the old one runs any more, and its state is
        'starting' until the new one says otherwise (its first statuses may all answer CONTROL_REQUESTS, which
        must not leave the old process's 'busy' standing)."""
        self._forget_runs(kernel_id)
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel.execution_state = 'starting'

    def _on_auto_restart(self, kernel_id):
        self._new_process(kernel_id)
        self._listen_when_up(kernel_id)

    async def restart_kernel(self, kernel_id, now=False):
        self._new_process(kernel_id)
        answered = await super().restart_kernel(kernel_id, now=now)
        # Subscribes anew to the new process, as at start.
        self._listen_when_up(kernel_id)
        return answered

    async def shutdown_kernel(self, kernel_id, now=False, restart=False):
        if not restart:
            self._drop_watch(kernel_id)
        return await super().shutdown_kernel(kernel_id, now=now, restart=restart)

    def remove_kernel(self, kernel_id):
        self._drop_watch(kernel_id)
        return super().remove_kernel(kernel_id)

    def interrupt_kernel(self, kernel_id):
        self._check_kernel_id(kernel_id)
        if not self._kernels[kernel_id].ready.done():
            raise RuntimeError('Kernel is in a pending state. Cannot interrupt.')
        watch = self._watches.get(kernel_id)
        if watch is not None:
            now = time.monotonic()
            if now - watch.last_interrupt < INTERRUPT_DEBOUNCE_S:
                self.log.info('Kernel %s: interrupt dropped, one was sent %.2f s ago', kernel_id, now - watch.last_interrupt)
                return None
            watch.last_interrupt = now
        return self._send_interrupt(kernel_id)

    # ------------------------------------------------------------------ executions

    def start_watching_activity(self, kernel_id):
        """Jupyter's activity watcher (last_activity, execution_state), also timing each execution."""
        kernel = self._kernels[kernel_id]
        kernel.execution_state = 'starting'
        kernel.reason = ''
        kernel.last_activity = utcnow()
        self._listen_when_up(kernel_id)

    def _listen_to_iopub(self, kernel_id, kernel):
        old = getattr(kernel, '_activity_stream', None)
        if old is not None and not old.closed():
            old.close()
        stream = kernel.connect_iopub()
        stream.heard = False
        session = Session(config=kernel.session.config, key=kernel.session.key)

        def record_activity(msg_list):
            stream.heard = True
            self.last_kernel_activity = kernel.last_activity = utcnow()
            _idents, fed_msg_list = session.feed_identities(msg_list)
            msg = session.deserialize(fed_msg_list, content=False)
            if msg['header']['msg_type'] != 'status':
                return
            state = session.unpack(msg['content']).get('execution_state')
            parent = msg['parent_header']
            if parent.get('msg_type') not in CONTROL_REQUESTS:
                kernel.execution_state = state
            elif kernel.execution_state == 'starting' and state != 'starting':
                # Up and answering: idle unless a request relayed meanwhile runs (its `busy` may have gone unheard).
                watch = self._watches.get(kernel_id)
                kernel.execution_state = 'busy' if watch is not None and watch.run is not None else 'idle'
                if watch is not None:
                    self._restart_timer(kernel_id, watch)
            self._on_status(kernel_id, state, parent)

        stream.on_recv(record_activity)
        kernel._activity_stream = stream
        return stream

    def _listen_when_up(self, kernel_id):
        """(Re)subscribes to the kernel's iopub in the background until the subscription hears it."""
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel._listen_generation = getattr(kernel, '_listen_generation', 0) + 1
            IOLoop.current().add_callback(self._subscribe_until_heard, kernel_id, kernel, kernel._listen_generation)

    async def _subscribe_until_heard(self, kernel_id, kernel, generation):
        """A zmq socket connected while the sandboxed kernel is still starting (its ipc socket is reached
        through a link the launcher creates, then the kernel binds) sometimes never hears it: Jupyter's own
        activity stream stayed deaf for about one kernel in five here, execution_state stuck at 'starting'.
        So: subscribe anew (with a fresh control channel asking kernel_info, which the kernel announces on
        iopub) as soon as the kernel's sockets appear and every second, until the subscription hears it.

        kernel_info is asked only once the kernel's control socket exists, and a replaced control channel drops
        what it has not sent: a request queued on a socket that connected before the bind goes out at zmq's next
        reconnect, up to ~200 ms after it, and used to land in the middle of the user's first cell.

        Only a subscription made here counts: after a restart the one that heard the old process has most likely
        missed the new one's first statuses while zmq reconnected it (its state stayed the old process's)."""
        deadline = time.monotonic() + self.kernel_info_timeout
        seen_sockets = None
        attempted = -math.inf
        control = None
        stream = None
        try:
            while time.monotonic() < deadline:
                if self._kernels.get(kernel_id) is not kernel or kernel._listen_generation != generation:
                    return
                if stream is not None and stream.heard:
                    return
                sockets = (_bound_socket(kernel, kernel.iopub_port), _bound_socket(kernel, kernel.control_port))
                now = time.monotonic()
                if kernel_id in self._pooled:
                    if None in sockets:
                        deadline = now + self.kernel_info_timeout
                        await asyncio.sleep(self.pool_poll_interval)
                        continue
                    # Handed out: from now on a kernel like any other, culled when nobody connects to it.
                    self._pooled.discard(kernel_id)
                    if self._kernel_connections.get(kernel_id, 0) <= 0:
                        self._arm_disconnected_cull(kernel_id)
                if (None not in sockets and sockets != seen_sockets) or now - attempted > 1.0:
                    seen_sockets = sockets
                    attempted = now
                    stream = self._listen_to_iopub(kernel_id, kernel)
                    if control is not None:
                        control.close(linger=0)
                        control = None
                    if sockets[1] is not None:
                        control = kernel.connect_control()
                        kernel.session.send(control, 'kernel_info_request')
                await asyncio.sleep(0.05)
            self.log.warning('Kernel %s: its iopub was never heard; its cells are not timed', kernel_id)
        finally:
            if control is not None and not control.closed():
                control.close(linger=0)

    def _send_interrupt(self, kernel_id):
        """interrupt_request on a control channel connected now, the kernel being up (see
        _subscribe_until_heard for why not the one Jupyter connected while it started); or SIGINT."""
        kernel = self._kernels[kernel_id]
        if kernel.kernel_spec is None or kernel.kernel_spec.interrupt_mode != 'message':
            return kernel.interrupt_kernel()
        control = kernel.connect_control()
        timer = IOLoop.current().call_later(10.0, control.close)

        def answered(_msg):
            IOLoop.current().remove_timeout(timer)
            control.close()

        control.on_recv(answered)
        kernel.session.send(control, 'interrupt_request', {})
        self.log.info('Kernel interrupted: %s', kernel_id)
        return None

    def _on_status(self, kernel_id, state, parent):
        watch = self._watch(kernel_id)
        if watch is None:
            return
        msg_id = parent.get('msg_id')
        if state == 'busy' and parent.get('msg_type') == 'execute_request' and msg_id:
            if watch.run is not None and watch.run.msg_id == msg_id:
                self._restart_timer(kernel_id, watch)  # timed from its start, as the kernel says
                watch.run.heard = True
                return
            self._start_run(kernel_id, watch, msg_id, parent, heard=True)
        elif state == 'idle' and msg_id:
            watch.pending.pop(msg_id, None)
            if watch.run is not None and watch.run.msg_id == msg_id:
                self._end_run(watch)
                self._next_run(kernel_id, watch)
        elif state == 'starting':
            # A new process (restarts forget the old one's runs themselves): a run heard from the old one is over;
            # requests relayed meanwhile wait for this one and stay timed.
            if watch.run is not None and watch.run.heard:
                self._end_run(watch)
                self._next_run(kernel_id, watch)
        elif state in ('restarting', 'dead'):
            self._forget_runs(kernel_id)

    async def _on_cell_timeout(self, kernel_id, run):
        watch = self._watches.get(kernel_id)
        if watch is None or watch.run is not run:
            return
        if not run.heard:
            # Timed from its request only: ask the kernel's shell, which answers once nothing runs there.
            if await self._shell_free(kernel_id, watch, run):
                return
            if self._watches.get(kernel_id) is not watch or watch.run is not run:
                return
        limits = watch.limits
        text = timeout_text(limits.cell_timeout)
        self.log.warning('Kernel %s: execution over the %g s limit, interrupting', kernel_id, limits.cell_timeout)
        # Before the interrupt, so the message precedes the KeyboardInterrupt traceback in the cell.
        self._broadcast(kernel_id, 'iopub', 'error', run.header,
                        {'ename': 'CellTimeout', 'evalue': text, 'traceback': ['\x1b[0;31m%s\x1b[0m' % text]})
        run.grace = IOLoop.current().call_later(limits.interrupt_grace, self._on_interrupt_ignored, kernel_id, run)
        try:
            await ensure_async(self.interrupt_kernel(kernel_id))
        except Exception:
            self.log.exception('Kernel %s: interrupt failed', kernel_id)

    async def _shell_free(self, kernel_id, watch, run):
        """Sends kernel_info_request on a shell channel of our own: the kernel answers it after every request it
        received before, so an answer means none of them runs any more. True if answered within SHELL_CHECK_S; a
        later answer still ends the run (a kernel that was only slow is then neither interrupted again nor restarted)."""
        kernel = self._kernels.get(kernel_id)
        if kernel is None:
            return False
        loop = IOLoop.current()
        answered = asyncio.get_running_loop().create_future()
        shell = kernel.connect_shell()
        before = list(watch.pending)
        closer = loop.call_later(max(60.0, watch.limits.cell_timeout + watch.limits.interrupt_grace), shell.close)

        def on_reply(_msg_list):
            loop.remove_timeout(closer)
            shell.close()
            if not answered.done():
                answered.set_result(True)
            current = self._watches.get(kernel_id)
            if current is not watch:
                return
            for msg_id in before:  # all received before our request: finished
                watch.pending.pop(msg_id, None)
            if watch.run is run:
                self.log.info('Kernel %s: execution %s ended unheard', kernel_id, run.msg_id)
                self._end_run(watch)
                if getattr(kernel, 'execution_state', None) == 'busy':
                    kernel.execution_state = 'idle'
                self._next_run(kernel_id, watch)

        shell.on_recv(on_reply)
        kernel.session.send(shell, 'kernel_info_request')
        try:
            return await asyncio.wait_for(asyncio.shield(answered), SHELL_CHECK_S)
        except asyncio.TimeoutError:
            return False

    async def _on_interrupt_ignored(self, kernel_id, run):
        """The cell ignored the interrupt (C code, signal handlers): restart, and end the waiting runs."""
        watch = self._watches.get(kernel_id)
        if watch is None or watch.run is not run:
            return
        waiting = OrderedDict([(run.msg_id, run.header)])
        waiting.update(watch.pending)
        self.log.warning('Kernel %s: interrupt ignored for %g s, restarting it', kernel_id, watch.limits.interrupt_grace)
        text = timeout_text(watch.limits.cell_timeout)
        try:
            await self.restart_kernel(kernel_id, now=True)
        except Exception:
            self.log.exception('Kernel %s: restart failed', kernel_id)
        finally:
            # The old process will never answer: end each waiting run the way a kernel would.
            for header in waiting.values():
                self._broadcast(kernel_id, 'shell', 'execute_reply', header,
                                {'status': 'error', 'execution_count': None, 'ename': 'CellTimeout', 'evalue': text, 'traceback': []})
                self._broadcast(kernel_id, 'iopub', 'status', header, {'execution_state': 'idle'})

    def _broadcast(self, kernel_id, channel, msg_type, parent, content):
        """Sends a message to every websocket open on the kernel, in the format each negotiated."""
        for handler in list(ZMQChannelsHandler._open_sessions.values()):
            if handler.kernel_id != kernel_id or handler.ws_connection is None:
                continue
            msg = handler.session.msg(msg_type, content=content, parent=parent)
            try:
                if handler.subprotocol == V1_PROTOCOL:
                    handler.write_message(serialize_msg_to_ws_v1(msg, channel, handler.session.pack), binary=True)
                else:
                    msg['channel'] = channel
                    handler.write_message(json.dumps(msg, default=json_default))
            except Exception as e:  # closed meanwhile
                self.log.debug('Kernel %s: could not tell a client: %s', kernel_id, e)

    # ------------------------------------------------------------------ culling

    def _still_working(self, kernel_id, kernel):
        """Running a cell (or busy otherwise) within the cell limit. Past it the watchdog is already ending
        the work, so culling need not wait for it."""
        watch = self._watches.get(kernel_id)
        limit = watch.limits.cell_timeout if watch is not None else self.cell_timeout
        if watch is not None and watch.run is not None:
            return time.monotonic() - watch.run.started <= limit
        if getattr(kernel, 'execution_state', None) != 'busy':
            return False
        # Busy with something other than a cell (a comm message): judge by the last sign of life.
        return (utcnow() - kernel.last_activity).total_seconds() <= limit

    def notify_connect(self, kernel_id):
        super().notify_connect(kernel_id)
        watch = self._watches.get(kernel_id)
        if watch is not None and watch.cull_timer is not None:
            IOLoop.current().remove_timeout(watch.cull_timer)
            watch.cull_timer = None

    def notify_disconnect(self, kernel_id):
        super().notify_disconnect(kernel_id)
        if self._kernel_connections.get(kernel_id, 0) <= 0:
            self._arm_disconnected_cull(kernel_id)

    def _arm_disconnected_cull(self, kernel_id):
        watch = self._watch(kernel_id)
        if watch is None or watch.limits.cull_disconnected <= 0:
            return
        if watch.cull_timer is not None:
            IOLoop.current().remove_timeout(watch.cull_timer)
        watch.cull_timer = IOLoop.current().call_later(
            watch.limits.cull_disconnected, self._cull_disconnected, kernel_id, time.monotonic())

    async def _cull_disconnected(self, kernel_id, since):
        watch = self._watches.get(kernel_id)
        if watch is None:
            return
        watch.cull_timer = None
        if kernel_id not in self or self._kernel_connections.get(kernel_id, 0) > 0:
            return
        kernel = self._kernels[kernel_id]
        if self._still_working(kernel_id, kernel):
            # A cell within its limit: look again once it would have overrun.
            ran = time.monotonic() - watch.run.started if watch.run is not None else 0.0
            watch.cull_timer = IOLoop.current().call_later(
                max(1.0, watch.limits.cell_timeout - ran + 0.5), self._cull_disconnected, kernel_id, since)
            return
        self.log.warning('Culling %s kernel %s: no connection for %d s',
                         kernel.execution_state, kernel_id, time.monotonic() - since)
        try:
            await ensure_async(self.shutdown_kernel(kernel_id))
        except Exception:
            self.log.exception('Kernel %s: culling failed', kernel_id)

    async def cull_kernel_if_idle(self, kernel_id):
        """Jupyter's idle culler, except that a kernel busy past the cell limit counts as idle."""
        if kernel_id in self._pooled:
            return None  # waiting for its hand-out: the pool shuts it down itself
        kernel = self._kernels[kernel_id]
        if getattr(kernel, 'execution_state', None) == 'dead' or not hasattr(kernel, 'last_activity'):
            return await super().cull_kernel_if_idle(kernel_id)
        idle_for = (utcnow() - kernel.last_activity).total_seconds()
        connections = self._kernel_connections.get(kernel_id, 0)
        if (idle_for > self.cull_idle_timeout and (self.cull_busy or not self._still_working(kernel_id, kernel))
                and (self.cull_connected or not connections)):
            self.log.warning('Culling %s kernel %s with %d connections after %d s of inactivity',
                             kernel.execution_state, kernel_id, connections, idle_for)
            await ensure_async(self.shutdown_kernel(kernel_id))


def _bound_socket(kernel, port):
    """(device, inode) of the kernel's socket file on `port` once the kernel has bound it (ipc transport: the
    launcher's link dangles until then), else None; True with tcp, where nothing tells."""
    if kernel.transport != 'ipc':
        return True
    try:
        st = os.stat('%s-%d' % (kernel.ip, port))
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


# ---------------------------------------------------------------------- the kernel websocket

# ipykernel runs an execute request on either channel (on control, on its control thread).
RUN_CHANNELS = ('shell', 'control')


def _execute_request_header(handler, ws_msg):
    """The header of an execute_request frame from a client, else None (parsed only for such frames)."""
    try:
        if handler.subprotocol == V1_PROTOCOL:
            channel, parts = deserialize_msg_from_ws_v1(ws_msg)
            header = json.loads(parts[0]) if channel in RUN_CHANNELS and parts else None
        else:
            msg = deserialize_binary_message(ws_msg) if isinstance(ws_msg, bytes) else json.loads(ws_msg)
            header = msg.get('header') if (msg.get('channel') or 'shell') in RUN_CHANNELS else None
    except Exception:
        return None
    return header if isinstance(header, dict) and header.get('msg_type') == 'execute_request' else None


def install_handler_hooks():
    """Stamps the gateway's limits on the kernel at each websocket upgrade, and notes execute requests."""
    original_pre_get = ZMQChannelsHandler.pre_get
    original_on_message = ZMQChannelsHandler.on_message

    async def pre_get(self):
        await original_pre_get(self)
        km = self.kernel_manager
        if isinstance(km, WatchdogKernelManager):
            km.apply_gateway_limits(self.kernel_id, self.request.headers.get(LIMITS_HEADER))
            self.set_header(WATCHDOG_HEADER, '1')

    def on_message(self, ws_msg):
        original_on_message(self, ws_msg)
        # A substring test per frame; only execute requests are parsed (again), and frames with a JSON escape, which
        # could spell the message type without the substring (`execute\u005frequest`).
        needles = (b'execute_request', b'\\u') if isinstance(ws_msg, bytes) else ('execute_request', '\\u')
        if any(n in ws_msg for n in needles) and isinstance(self.kernel_manager, WatchdogKernelManager):
            header = _execute_request_header(self, ws_msg)
            if header is not None:
                self.kernel_manager.note_execute_request(self.kernel_id, header)

    ZMQChannelsHandler.pre_get = pre_get
    ZMQChannelsHandler.on_message = on_message


def install(c, env):
    """Called from jupyter_server_config.py: the watchdog as Jupyter's kernel manager, limits from `env`."""
    install_handler_hooks()
    c.ServerApp.kernel_manager_class = WatchdogKernelManager
    for name, trait in (('NOTEBOOK_CELL_TIMEOUT_S', 'cell_timeout'),
                        ('NOTEBOOK_INTERRUPT_GRACE_S', 'interrupt_grace'),
                        ('NOTEBOOK_CULL_DISCONNECTED_S', 'cull_disconnected_timeout'),
                        ('NOTEBOOK_POOL_POLL_S', 'pool_poll_interval')):
        if env.get(name):
            setattr(c.WatchdogKernelManager, trait, float(env[name]))
