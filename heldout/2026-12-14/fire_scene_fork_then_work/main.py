import os
import sys

import evidence
import thermal

if __name__ == "__main__":
    scene = "warehouse-2291"
    pid = os.fork()
    if pid == 0:
        # the evidence log is written by a separate process so a crash in the analysis keeps it
        evidence.index_photos(scene, photos=evidence.PHOTOS)
        os._exit(0)
    origin = thermal.origin_estimate(thermal.load_frames(scene))
    print("estimated origin cell:", origin)
    _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status))
