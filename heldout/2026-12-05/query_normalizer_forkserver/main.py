from indexer import QueryLogIndexer
from normalize import QueryNormalizer

QUERIES = ["cheap flights to paris", "Paris hotels", "flights tonight", "hotel deals"]


def main():
    indexer = QueryLogIndexer(QueryNormalizer())
    print(indexer.run(QUERIES))


if __name__ == "__main__":
    main()
