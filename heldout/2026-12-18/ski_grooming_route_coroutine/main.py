import routes
from writer import route_writer


def main():
    emb = routes.piste_embedding()
    nightly = [(i, emb[i * 64:(i + 1) * 64]) for i in range(emb.shape[0] // 64)]
    writer = route_writer()
    next(writer)
    scores = writer.send(nightly)
    writer.close()
    for route_id, s in scores:
        print(f"route {route_id}: heading score {s:.2f}")


if __name__ == "__main__":
    main()
