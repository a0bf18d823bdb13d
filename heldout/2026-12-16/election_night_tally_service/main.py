from feeds import precinct_feed, historical_margins
from service import TallyService


if __name__ == "__main__":
    svc = TallyService(workers=2)
    svc.calibrate(historical_margins(races=1000, years=1000))
    try:
        for wave, batch in enumerate(precinct_feed(waves=2, precincts=2048, candidates=512)):
            leader, share = svc.tally(batch)
            print(f"wave {wave}: candidate {leader} leads with {share:.4f}", flush=True)
    finally:
        svc.close()
