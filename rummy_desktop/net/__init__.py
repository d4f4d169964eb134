"""Network play: a host that holds the only game, and clients that play one seat each.

No Qt and no files (the command line and the hosting window save the host's game, with
``persistence.hosted_table``). ``wire`` is the protocol's
encoding (docs/protocol.md), ``host`` the tables, ``client`` a remote seat.
"""

from .client import Outcome, Refusal, SeatClient, play
from .host import Host, HostConfig, Table, saved_match
from .wire import PROTOCOL_VERSION

__all__ = [
    "PROTOCOL_VERSION",
    "Host",
    "HostConfig",
    "Outcome",
    "Refusal",
    "SeatClient",
    "Table",
    "play",
    "saved_match",
]
