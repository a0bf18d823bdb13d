import multiprocessing


def _lay(course, bundles):
    return course * bundles


class Crew:
    def __init__(self, start_method, courses, bundles):
        self.ctx = multiprocessing.get_context(start_method)
        self.procs = [self.ctx.Process(target=_lay, args=(c, bundles)) for c in range(courses)]

    def __enter__(self):
        for p in self.procs:
            p.start()
        return self

    def __exit__(self, *exc):
        for p in self.procs:
            p.join()
        codes = [p.exitcode for p in self.procs]
        if any(codes):
            raise SystemExit(f"crew failed: exit codes {codes}")
        return False
