// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// One variable per storage-layout case the storage view must explain. Values are set in the
/// constructor so they are known from deployment; the manifest lists each with its slot.
contract StorageShowcase {
    struct Position {
        uint128 x;
        uint128 y;
        address owner;
    }

    // slot 0: packed small values (lower-order aligned: small at offset 0, flag at 1, owner at 2)
    uint8 public small;
    bool public flag;
    address public owner;
    // slot 1
    uint256 public count;
    // slot 2
    mapping(address => uint256) public balances;
    // slot 3
    mapping(uint256 => bytes32) public hashes;
    // slot 4
    mapping(string => uint256) public scores;
    // slot 5
    mapping(address => mapping(address => uint256)) public allowances;
    // slot 6
    uint256[] public numbers;
    // slot 7: four uint64 per slot of data
    uint64[] public packedNumbers;
    // slots 8..9
    Position public position;
    // slot 10
    string public shortText;
    // slot 11
    string public longText;

    constructor(address a, address b) {
        small = 42;
        flag = true;
        owner = a;
        count = 123456789;
        balances[a] = 1000;
        balances[b] = 2500;
        hashes[7] = keccak256("seven");
        scores["alice"] = 99;
        scores["bob"] = 7;
        allowances[a][b] = 555;
        numbers.push(10);
        numbers.push(20);
        numbers.push(30);
        packedNumbers.push(1);
        packedNumbers.push(2);
        packedNumbers.push(3);
        packedNumbers.push(4);
        packedNumbers.push(5);
        position = Position(11, 22, b);
        shortText = "hello hexray";
        longText = "This string is longer than thirty-one bytes, so it lives outside its slot.";
    }
}
