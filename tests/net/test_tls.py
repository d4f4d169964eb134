"""wss:// on 127.0.0.1 with a certificate made for the test: the command line's host serves
it (--cert/--key), a join that trusts it (--cafile) plays to the end, one that does not is
refused with one line. The certificate is made with the openssl command, or the
cryptography package, whichever this machine has (neither is a dependency of the game)."""

from __future__ import annotations

import datetime
import ipaddress
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rummy_desktop.cli import main

ROOT = Path(__file__).resolve().parents[2]


def _certificate(folder: Path) -> tuple[Path, Path]:
    cert, key = folder / "cert.pem", folder / "key.pem"
    if shutil.which("openssl"):
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
             "-nodes", "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=localhost",
             "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
            check=True, capture_output=True,
        )  # fmt: skip
        return cert, key
    x509 = pytest.importorskip("cryptography.x509", reason="no openssl command, no cryptography")
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec

    private = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(x509.oid.NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.UTC)
    built = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(private.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .sign(private, hashes.SHA256())
    )
    cert.write_bytes(built.public_bytes(serialization.Encoding.PEM))
    key.write_bytes(
        private.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert, key


def test_a_table_over_wss_with_a_self_signed_certificate(tmp_path, capsys):
    cert, key = _certificate(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    host = subprocess.Popen(
        [sys.executable, "-m", "rummy_desktop", "host", "--variant", "three-thirteen",
         "--players", "2", "--computers", "easy", "--bind", "127.0.0.1", "--port", "0",
         "--code", "tls", "--cert", str(cert), "--key", str(key)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip
    try:
        line = host.stdout.readline()
        assert line.startswith("Hosting on wss://127.0.0.1:"), line + host.stderr.read()
        url = line.split()[2]
        untrusted = ["join", url, "--code", "tls", "--name", "Eve", "--bot", "simple"]
        assert main(untrusted) == 2  # the system does not trust a self-signed certificate
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "CERTIFICATE_VERIFY_FAILED" in err
        plain = "ws://" + url.removeprefix("wss://")
        assert main(["join", plain, "--code", "tls", "--name", "Eve", "--bot", "simple"]) == 2
        assert "is not a table" in capsys.readouterr().err  # ws:// at a wss:// door
        joined = ["join", url, "--code", "tls", "--name", "Ann", "--bot", "simple"]
        assert main([*joined, "--cafile", str(cert)]) == 0
        assert capsys.readouterr().out.startswith("Game over: seat 0")
        out, err = host.communicate(timeout=30)
        assert host.returncode == 0, err
        assert "seat 0 (Ann) joined" in err
    finally:
        host.kill()


def test_a_failed_tls_handshake_is_one_line_in_the_hosts_log(tmp_path):
    """A plain ws:// client, bytes that are not TLS, a client that does not trust the
    certificate and one that never starts the handshake, at a wss:// host: each is one line
    in the host's log naming its address (asyncio reports them only in debug mode), and an
    honest wss:// client is still seated."""
    import asyncio
    import contextlib
    import ssl

    from websockets.asyncio.client import connect

    from rummy_desktop.net import Host, wire

    from .helpers import FAST, Raw, setup

    cert, key = _certificate(tmp_path)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    trusting = ssl.create_default_context(cafile=str(cert))

    async def one_line_for(lines: list[str], knock) -> tuple[str, list[str]]:
        before = len(lines)
        port = await knock()
        for _ in range(200):  # the host's side ends the handshake a moment after the client
            if len(lines) > before:
                break
            await asyncio.sleep(0.02)
        return f"127.0.0.1:{port}", lines[before:]

    async def main():
        lines: list[str] = []
        host = Host(FAST, lines.append)
        table = host.add_table("t", setup("three-thirteen", 2, seed=1))
        port = await host.start("127.0.0.1", 0, ssl=context)

        async def knock_with(data: bytes) -> int:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(data)
            await writer.drain()
            local = writer.get_extra_info("sockname")[1]
            await reader.read()  # the host hangs up
            writer.close()
            return local

        async def plain() -> int:  # what a ws:// client says first: an HTTP upgrade
            return await knock_with(
                b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                b"Sec-WebSocket-Version: 13\r\n\r\n"
            )

        async def garbage() -> int:
            return await knock_with(b"\x00\x01garbage\r\n" * 20)

        async def untrusting() -> int:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            local = writer.get_extra_info("sockname")[1]
            with contextlib.suppress(ssl.SSLError):  # CERTIFICATE_VERIFY_FAILED, said in an alert
                await writer.start_tls(ssl.create_default_context())
            writer.transport.abort()
            return local

        async def silent() -> int:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            local = writer.get_extra_info("sockname")[1]
            await reader.read()  # the host gives up after hello_timeout
            writer.close()
            return local

        found = {}
        for name, knock in (
            ("plain", plain),
            ("garbage", garbage),
            ("untrusting", untrusting),
            ("silent", silent),
        ):
            found[name] = await one_line_for(lines, knock)
        honest = Raw(await connect(f"wss://127.0.0.1:{port}", proxy=None, ssl=trusting))
        welcome = await honest.hello("Ann")
        await honest.conn.close()
        await host.close()
        return found, welcome, lines, table

    found, welcome, lines, _table = asyncio.run(main())
    for name, (peer, new) in found.items():
        mine = [line for line in new if peer in line]
        assert len(mine) == 1, (name, peer, new)
        assert "TLS handshake" in mine[0], (name, mine)
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    assert welcome["version"] == wire.PROTOCOL_VERSION
    assert all("\n" not in line for line in lines)
