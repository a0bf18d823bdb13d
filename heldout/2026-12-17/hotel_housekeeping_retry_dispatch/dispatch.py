from retrying import retry, TransientDesk
from rooms import plan_floor


def _refresh(hotel, pool):
    hotel.refresh_roster()


@retry(TransientDesk, attempts=3, on_retry=_refresh)
def dispatch(hotel, pool):
    prio = hotel.priorities()
    if hotel.roster_version != hotel.desk_version:
        raise TransientDesk(f"roster v{hotel.roster_version} != desk v{hotel.desk_version}")
    futures = [pool.submit(plan_floor, f, hotel.rooms_per_floor, hotel.signals)
               for f in range(hotel.floors)]
    return float(prio.max()), dict(fut.result() for fut in futures)
