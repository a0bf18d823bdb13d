from app import SearchApp


def main():
    with SearchApp(n_docs=20_000, dim=64) as app:
        app.load()
        for qid, score in app.run_queries(range(4)):
            print(qid, score)


if __name__ == "__main__":
    main()
