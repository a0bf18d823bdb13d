import multiprocessing

import shared
import stations

if __name__ == "__main__":
    ctx = multiprocessing.get_context("spawn")
    cooks = [ctx.Process(target=stations.work_station, args=(name, shared.ticket_printer_lock))
             for name in ("grill", "saute", "pastry")]
    for c in cooks:
        c.start()
    for c in cooks:
        c.join()
