import os

os.environ.setdefault("OMP_NUM_THREADS", "1")  # one thread per env worker; we scale with processes

import sys  # noqa: E402

from envs import make_env  # noqa: E402
from learner import fit_value  # noqa: E402
from launcher import run_envs  # noqa: E402

RAMPS, LANES, HORIZON = 3, 256, 60

if __name__ == "__main__":
    value = fit_value(samples=8192, features=LANES)
    sys.exit(run_envs([make_env(r, LANES, HORIZON, value) for r in range(RAMPS)]))
