import sys

import runtime
from panels import flag_panel

mp = runtime.use_forkserver()
results = mp.Queue()
workers = [mp.Process(target=flag_panel, args=(p, 500, results)) for p in (1, 2)]
for w in workers:
    w.start()
for w in workers:
    w.join()
if any(w.exitcode for w in workers):
    sys.exit("a panel worker failed")
flags = dict(results.get() for _ in workers)
print("abnormal flags", flags)
