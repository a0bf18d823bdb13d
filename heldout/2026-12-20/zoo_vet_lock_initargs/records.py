import multiprocessing

LOCKS = {"treatment_log": multiprocessing.Lock()}
_log_lock = None


def attach(lock):
    global _log_lock
    _log_lock = lock


def flag_fever(item):
    name, temps = item
    fever = max(temps) > 39.5
    with _log_lock:
        print(f"{name}: {'FEVER' if fever else 'normal'} ({max(temps)} C)", flush=True)
    return name, fever
