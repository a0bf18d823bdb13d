"""Run programs in their own sessions and say whether each one hangs, crashes or finishes.

How a run is watched (Linux only: it reads ``/proc``):

* The program runs in its own session (``start_new_session=True``), so every
  process it starts -- forked, spawned or forkserver children, the resource
  tracker -- shares the session id, which is the main process's pid. At the end
  the whole session is killed, and with it every process carrying the run's mark
  (``fixmp.processes.leftovers``: those that left the session, daemons), so no process
  outlives the run.
* A ``sitecustomize`` module put first on ``PYTHONPATH`` (the *probe*) is
  imported by every Python process of the run. It arms
  ``faulthandler.register(SIGUSR1, all_threads=True)`` into a per-pid file
  (re-armed after ``os.fork`` so each child writes its own), sends fatal-signal
  tracebacks to another per-pid file, and wraps ``multiprocessing`` so each child
  records its exit code and each parent records the exit code it saw on ``join``.
* A run is a ``hang`` when it is still running at the time limit, or earlier on
  evidence: once all its processes have slept without CPU for ``idle_seconds``,
  their native stacks are read (``native``: py-spy), and one blocked inside
  OpenMP under a torch operation -- a child forked with the pool alive -- proves
  the deadlock. Sleeping, waiting and importing prove nothing: the stacks are
  read again after a window twice as long, and the time limit decides.
* Before a hung run is killed, every probed process gets SIGUSR1 and dumps its
  Python stacks, so the report can say where each process was stuck.

The modules, each importing only those above it:

* ``probe``: the probe (``probe/sitecustomize.py``, standard library only) and ``install``;
* ``records``: reading what the probe wrote (armed processes, children and their exits);
* ``output``: a run's output read back held by size (its head and tail), with a digest of its lines;
* ``session``: the processes of a session, killing a session and a run's marked processes, the sessions
  running now;
* ``native``: native stacks read with py-spy, and the deadlocks they prove;
* ``watch``: deciding that a run hangs (time limit, or idle processes whose stacks prove a deadlock);
* ``stacks``: a hung run's stack dumps, parsed and summarised;
* ``classify``: a run's outcome (``RunOutcome``) from its exit, output and records;
* ``run``: ``run_program`` and ``run_command``, which put the above together;
* ``device``: the machine the fixtures run on;
* ``fixtures``: ``verify_fixtures`` and ``verify_paths``, the proof of each fixture pair;
* ``render``: the reports (text table, JSON, Markdown) and exit codes.

``fixmp.prove.verify`` re-exports their public names.
"""
