_throttle = None


def init_worker(throttle):
    global _throttle
    _throttle = throttle


def pay_department(job):
    month, dept = job
    with _throttle:
        return f"{month}/{dept}: ok"
