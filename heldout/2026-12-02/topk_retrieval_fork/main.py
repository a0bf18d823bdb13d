from candidates import candidate_pool
from rescoring import rescore_all


def main():
    ids, total = candidate_pool()
    print("candidates:", len(ids), "catalogue total sign:", total > 0)
    print("picked:", rescore_all(ids))


if __name__ == "__main__":
    main()
