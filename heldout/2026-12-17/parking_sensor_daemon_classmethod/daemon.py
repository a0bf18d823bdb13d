import os
import sys

import torch

SECONDS_PER_DAY = 86400.0


class SegmentDaemon:
    """One forked process per street segment computes dwell times for its bays."""

    def __init__(self, segment, ts, bays):
        self.segment, self.ts, self.bays = segment, ts, bays

    def serve(self):
        mine = self.ts[self.bays % 2 == self.segment]
        gaps = (mine[1:] - mine[:-1]).abs() * SECONDS_PER_DAY
        long_stays = int((gaps > 60.0).sum())
        print(f"segment {self.segment}: {mine.numel()} events, {long_stays} stays over a minute", flush=True)

    @classmethod
    def spawn_all(cls, n_segments, ts, bays):
        pids = []
        for seg in range(n_segments):
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    cls(seg, ts, bays).serve()
                except Exception as err:  # report and exit non-zero
                    print(err, file=sys.stderr)
                    code = 1
                os._exit(code)
            pids.append(pid)
        return [os.waitpid(p, 0)[1] for p in pids]
