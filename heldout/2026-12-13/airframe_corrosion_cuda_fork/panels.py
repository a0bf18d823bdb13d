import os
import sys
import traceback


def inspect_panels(detector, panels, size):
    pids = []
    for panel in panels:
        pid = os.fork()
        if pid == 0:
            try:
                print(f"panel {panel}: corroded fraction {detector.score(panel, size):.4f}", flush=True)
                os._exit(0)
            except BaseException:
                traceback.print_exc()
                sys.stderr.flush()
                os._exit(1)
        pids.append(pid)
    return sum(os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) != 0 for p in pids)
