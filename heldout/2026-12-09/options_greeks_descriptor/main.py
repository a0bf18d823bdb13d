from concurrent.futures import ProcessPoolExecutor

from book import OptionBook, price_chunk


def main(n_workers=2, n_chunks=4):
    book = OptionBook(spot=100.0, n_contracts=800_000, maturity=0.5)
    print(f"vol range {float(book.vol_surface.min()):.3f}..{float(book.vol_surface.max()):.3f}")
    with ProcessPoolExecutor(max_workers=n_workers) as ex:
        futures = [ex.submit(price_chunk, book.spot, k, v, book.maturity) for k, v in book.chunks(n_chunks)]
        total = sum(f.result() for f in futures)
    print(f"book value {total:,.0f}")


if __name__ == "__main__":
    main()
