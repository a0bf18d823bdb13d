from service import ScoringService


def main():
    svc = ScoringService(workers=2)
    try:
        print("temperature", svc.calibrate())
        for shard, conf in svc.score(range(4)):
            print(shard, conf)
    finally:
        svc.close()


if __name__ == "__main__":
    main()
