import os

import runtime  # noqa: F401
import crates

CRATES = [1, 2, 3, 4]


def main():
    basis = crates.transit_basis()
    pids = {crates.simulate(c, basis): c for c in CRATES}
    for pid, crate in sorted(pids.items(), key=lambda kv: kv[1]):
        _, status = os.waitpid(pid, 0)
        print(f"crate {crate}: {'within limits' if os.waitstatus_to_exitcode(status) == 0 else 'over limit'}")


if __name__ == "__main__":
    main()
