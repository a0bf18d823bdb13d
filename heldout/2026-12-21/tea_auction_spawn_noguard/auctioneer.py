import torch.multiprocessing as tmp

from bidding import settle


class Auctioneer:
    def __init__(self, start_method):
        self.ctx = tmp.get_context(start_method)
        self.rooms = []

    def open_lot(self, lot, reserve):
        room = self.ctx.Process(target=settle, args=(lot, reserve))
        room.start()
        self.rooms.append((lot, room))

    def close(self):
        unsold = []
        for lot, room in self.rooms:
            room.join()
            if room.exitcode != 0:
                unsold.append(lot)
        return unsold
