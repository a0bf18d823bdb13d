from audit import BaleAudit
from scale_log import LINES

audit = BaleAudit(workers=2)
for line, dev in sorted(audit.run(LINES).items()):
    print(f"{line}: max deviation {dev:.1f} kg")
