import torch
import torch.multiprocessing as tmp


def sector_intensity(sector, rows, width, lens, out):
    torch.manual_seed(sector)
    beams = torch.rand(rows, width)
    out.put((sector, float((beams @ lens).norm(dim=1).mean())))


class Station:
    def __init__(self, section, sweep):
        self.name = section["name"]
        self.sectors = section.getint("sectors")
        self.rows = section.getint("photometer_rows")
        self.width = section.getint("lens_width")
        self.sweep_rows = sweep.getint("rows_per_sector")
        self.lens = None
        self.readings = {}

    def do_calibrate(self):
        torch.manual_seed(11)
        photometer = torch.randn(self.rows, self.width)
        gram = photometer.T @ photometer / self.rows
        q, r = torch.linalg.qr(gram)
        self.lens = q * torch.sign(torch.diagonal(r))
        return f"calibrated {self.width}-wide lens"

    def do_sweep(self):
        out = tmp.SimpleQueue()
        procs = [tmp.Process(target=sector_intensity, args=(s, self.sweep_rows, self.width, self.lens, out))
                 for s in range(self.sectors)]
        for p in procs:
            p.start()
        for _ in procs:
            sector, value = out.get()
            self.readings[sector] = value
        for p in procs:
            p.join()
        return f"swept {len(self.readings)} sectors"
