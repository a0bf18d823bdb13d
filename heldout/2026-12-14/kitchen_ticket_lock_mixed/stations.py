import time


def work_station(name, printer_lock):
    for ticket in range(3):
        time.sleep(0.01)
        with printer_lock:
            print(f"{name}: ticket {ticket} ready", flush=True)
