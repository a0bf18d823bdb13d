from bus import BookingBus
from tours import confirm_departures

TOURS = {"glacier-walk": 14, "fjord-cruise": 120, "whale-watch": 48}

if __name__ == "__main__":
    bus = BookingBus()
    procs = [bus.process(confirm_departures, name, seats) for name, seats in TOURS.items()]
    for p in procs:
        p.start()
    results = sorted(bus.queue.get() for _ in procs)
    for p in procs:
        p.join()
    for tour, n in results:
        print(f"{tour}: {n} departures guaranteed this month")
