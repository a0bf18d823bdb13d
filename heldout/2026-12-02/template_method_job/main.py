from jobs.sharded import ShardedRankingJob


def main():
    job = ShardedRankingJob()
    results = job.run()
    print("top item:", int(job.order[0]), "shards:", results)


if __name__ == "__main__":
    main()
