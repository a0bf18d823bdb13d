from claims import assess
from workers import AssessorPool

BATCHES = {1: 120, 2: 95}


def main():
    for batch, approved, total in AssessorPool(BATCHES).run(assess):
        print(f"batch {batch}: {approved} approved, {total} paid")


if __name__ == "__main__":
    main()
