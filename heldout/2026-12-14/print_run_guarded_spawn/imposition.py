def impose_signature(sig, pages, q):
    order = []
    for sheet in range(pages // 4):
        first = sig * pages + sheet * 2 + 1
        last = (sig + 1) * pages - sheet * 2
        order.append((last, first, first + 1, last - 1))
    q.put((sig, order[0]))
