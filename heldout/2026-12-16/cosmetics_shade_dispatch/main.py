from jobs import ShadeQuery, CatalogueRefresh
from handlers import handle


if __name__ == "__main__":
    queue = [ShadeQuery(customer="c-104", samples=2000), CatalogueRefresh(shades=500, chunks=2)]
    for job in queue:
        print(type(job).__name__, "->", handle(job), flush=True)
